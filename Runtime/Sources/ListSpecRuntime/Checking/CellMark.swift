/// A cell as lint checks it: its ID, and the nodes its checks read (their places are looked up only
/// where a check needs them). Lint keeps no cell, and making a `Cell` (its type's name, its locations, its
/// viewModel) for each one only to let it go cost more than checking it.
struct CellMark: Equatable {
    let id: Int64
    /// Where the ID is written.
    let node: Int32
    /// The cell's map, and its cellType (a string).
    let cell: Int32
    let type: Int32
    /// The viewModel when not null (-1: none), and where it is written, null or not (-1: not written).
    let viewModel: Int32
    let viewModelPlace: Int32
}
