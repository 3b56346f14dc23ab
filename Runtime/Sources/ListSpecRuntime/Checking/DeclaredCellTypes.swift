/// A table's declared cell types, each name once, matched against a cell's cellType as
/// written (byte for byte, as `WrittenName` compares): one lookup per cell tells whether its
/// type is declared, marks it used and gives its viewModel type. Every cell of a typed table
/// meets this, so a few names are matched by their bytes in place, with no hashing.
struct DeclaredCellTypes {
    private static let scanLimit = 16
    /// Each distinct name's bytes, when the names are few.
    private let bytes: NameBytes?
    /// The place of the empty name, if declared (its bytes have no address to match at).
    private let emptyName: Int?
    /// Each distinct name's place, when there are many.
    private let indexByName: [WrittenName: Int]
    /// The distinct name each declaration is, in declaration order (a name may be declared twice).
    private let nameOfDeclaration: [Int]
    /// Per distinct name: the viewModel type of its first declaration whose type is sound.
    private var viewModelTypes: [ViewModelType?]
    /// Per distinct name: whether a cell has used it.
    private var used: [Bool]

    /// No cell type declared: no cell is checked against the declarations.
    init() { self.init([], viewModelTypes: []) }

    /// `viewModelTypes[d]`: declaration `d`'s sound viewModel type (nil: none or unsound).
    init(_ names: [String], viewModelTypes declared: [ViewModelType?]) {
        // Most tables declare none: nothing to index, nothing to match.
        guard !names.isEmpty else {
            bytes = nil
            emptyName = nil
            indexByName = [:]
            nameOfDeclaration = []
            viewModelTypes = []
            used = []
            return
        }
        var distinct: [String] = []
        var place: [WrittenName: Int] = [:]
        var nameOfDeclaration: [Int] = []
        var types: [ViewModelType?] = []
        for (d, name) in names.enumerated() {
            let index: Int
            if let known = place[WrittenName(name)] {
                index = known
            } else {
                index = distinct.count
                place[WrittenName(name)] = index
                distinct.append(name)
                types.append(nil)
            }
            nameOfDeclaration.append(index)
            if types[index] == nil { types[index] = declared[d] }
        }
        let few = distinct.count <= DeclaredCellTypes.scanLimit
        bytes = few ? NameBytes(distinct) : nil
        indexByName = few ? [:] : place
        emptyName = place[WrittenName("")]
        self.nameOfDeclaration = nameOfDeclaration
        viewModelTypes = types
        used = Array(repeating: false, count: distinct.count)
    }

    var isEmpty: Bool { used.isEmpty }

    /// The cell type a cell's `cellType` names, marked used; nil when none is declared so.
    mutating func use(_ name: String) -> Int? {
        var text = name
        return text.withUTF8 { use($0, name: name) }
    }

    /// `use(_:)` for a cellType string node, matched by its bytes in place (the name is made only
    /// when the names are many).
    mutating func use(_ node: Document.Node) -> Int? {
        let name = bytes == nil ? node.string ?? "" : ""
        return node.document.withView { view in use(view.bytes(node.record), name: name) }
    }

    /// `name`: the text of `text`, read only when the names are many (a dictionary looks it up).
    private mutating func use(_ text: UnsafeBufferPointer<UInt8>, name: @autoclosure () -> String) -> Int? {
        let index: Int?
        if let bytes {
            index = text.baseAddress.map { bytes.index(of: $0, count: text.count) } ?? emptyName
        } else {
            index = indexByName[WrittenName(name())]
        }
        if let index { used[index] = true }
        return index
    }

    /// The viewModel type of the cell type `use` gave.
    func viewModelType(_ index: Int) -> ViewModelType? { viewModelTypes[index] }

    /// Whether a cell used the name of the table's `declaration`th cell type.
    func isUsed(declaration: Int) -> Bool { used[nameOfDeclaration[declaration]] }
}
