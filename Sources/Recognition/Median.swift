public extension Collection where Element: Comparable {
    /// The middle value, the upper of the two middle ones of an even count; nil when empty. The
    /// thresholds measured against "the median" of heights, widths and gaps used this one.
    var median: Element? { isEmpty ? nil : sorted()[count / 2] }
}
