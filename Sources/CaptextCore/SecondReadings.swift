/// The second looks' readings of lines or words (`UnsureLineRecheck`, `UnsureWordRecheck`).
enum SecondReadings {
    /// `read` of each of `items`, in order: one job each, so the analyzer's workers share them as they come free.
    static func of<Item: Sendable, Reading: Sendable>(_ items: [Item], _ read: @escaping @Sendable (Item) async -> Reading?) async -> [Reading?] {
        await withTaskGroup(of: (Int, Reading?).self) { group in
            for (index, item) in items.enumerated() { group.addTask { (index, await read(item)) } }
            var readings = [Reading?](repeating: nil, count: items.count)
            for await (index, reading) in group { readings[index] = reading }
            return readings
        }
    }
}
