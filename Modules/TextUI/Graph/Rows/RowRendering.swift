/// One row's rendering as a list or a stack puts it together with its neighbours': one plain line
/// (almost every row of a long list: a text), or the row's blocks.
enum RowRendering {
    /// One line without emphasis, `width` columns wide.
    case line(String, width: Int)
    /// Any other rendering.
    case blocks([Block])
}

extension RowRendering {
    /// The rendering as blocks.
    var blocks: [Block] {
        switch self {
        case .line(let line, let width): [Block(line: line, width: width)]
        case .blocks(let blocks): blocks
        }
    }
}
