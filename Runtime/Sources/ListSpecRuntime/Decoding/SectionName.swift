/// A section as findings name it, `section [2] (sectionID 30)`: spelled out only for a finding,
/// not for every section and cell decoded.
struct SectionName: CustomStringConvertible {
    let index: Int
    let sectionID: Int64?

    var description: String { "section [\(index)]" + (sectionID.map { " (sectionID \($0))" } ?? "") }
}
