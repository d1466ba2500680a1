// Hand-written, as the contract allows: an operation that shows a board, so the benchmark can drive the collection
// sync without a use case.

extension BoardModel {
    /// Shows `board`: the state becomes `.ready(board)`, and `prRowModels` is synced to its elements, by number.
    public func show(_ board: Board) {
        state = .ready(board)
    }
}

extension StatusBoardModel {
    /// Shows `board`: the state becomes `.ready(board)`, and `statusRowModels` is synced to its elements, by number.
    public func show(_ board: Board) {
        state = .ready(board)
    }
}
