/// A cell as lint checks it in a table that declares no cell types: its ID and the node the ID is
/// written at (its place is looked up only for a finding). Lint keeps no cell, and making a `Cell`
/// (its type's name, its locations, its viewModel) for each one only to let it go cost more than
/// checking it.
struct CellMark {
    let id: Int64
    let node: Int32
}
