/// A part of an image read on its own: a window or panel (its background differs from its
/// surroundings), a column of running text, a table's cell, or the page itself when nothing
/// divides it.
public struct TextRegion: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case page, panel, column, cell
    }

    /// Where a cell stands in its table: the cells of one row make one line of text.
    public struct TablePosition: Sendable, Equatable, Codable {
        /// The table's number on the page, counted from 0 in reading order.
        public var table: Int
        public var row: Int
        public var column: Int
    }

    /// The region's text, in the image's pixels.
    public var box: BoundingBox
    /// The area between the cuts around it: the text's box may grow into it, never beyond.
    public var cell: BoundingBox
    public var kind: Kind
    /// The usual height of its lines of text, in pixels.
    public var textHeight: Int
    /// For a table's cell, its place in the table.
    public var table: TablePosition? = nil
}
