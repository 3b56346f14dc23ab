import ListSpecRuntime
/// Help for each rule, as a reader of a code-scanning alert or `listspec rules --format json`
/// needs it: what the rule checks, why UIKit (or an app reading the spec) cares, how to fix it.
extension Rule {
    package var help: (checks: String, why: String, fix: String) {
        switch self {
        case .syntax:
            return ("The file must be well-formed YAML 1.2 (one document) or strict JSON (RFC 8259).",
                    "An app loads the spec with a YAML library or JSONDecoder; a file that does not parse gives it no table at all.",
                    "Fix the text at the position given: an unclosed quote or bracket, a tab used for indentation, a trailing comma or a comment in JSON.")
        case .limit:
            return ("The file stays within the reader's limits: size, nesting depth, alias expansion, node count, key and scalar length.",
                    "A spec is data for a table view; past these limits it is far more likely an accident or an attack (an alias bomb) than a real table.",
                    "Split the spec into several files, or remove the deep nesting or the aliases that expand exponentially.")
        case .emptyFile:
            return ("The file must hold a document.",
                    "An empty spec describes no table; an app decoding it fails.",
                    "Write at least `sections: []`, or delete the file.")
        case .multipleDocuments:
            return ("A YAML file holds exactly one document (no second `---`).",
                    "Only the first document would be read; the rest would be silently ignored.",
                    "Put each table under `tables:` in one document, or use one file per spec.")
        case .duplicateKey:
            return ("A map has each key once.",
                    "Readers disagree on which copy wins (JSONDecoder takes the last, others the first), so the table would differ between the app and the tools.",
                    "Remove or rename one of the two keys.")
        case .unknownKey:
            return ("Every key is one the format knows (keys starting with x- are extensions).",
                    "A misspelt key (`heigth`) is silently ignored by a lenient reader, so the cell gets the default height and nobody notices.",
                    "Use the suggested key, or prefix the key with x- if it is an extension on purpose.")
        case .typeMismatch:
            return ("Each value has the type its key takes: integers for IDs, a string for cellType, a number for heights, a map for a header.",
                    "UITableView needs integer IDs to tell cells apart and a reuse identifier string to dequeue a cell; a wrong type fails to decode in the app.",
                    "Write the value with the expected type, quoting strings that look like numbers.")
        case .invalidValue:
            return ("A value of the right type is one of the allowed ones: a style is plain, grouped or insetGrouped; a height word is automatic.",
                    "UITableView.Style has only these cases; an unknown one cannot be created.",
                    "Use one of the values listed in the message.")
        case .missingKey:
            return ("Each section has a sectionID; each cell a cellID and a cellType.",
                    "The IDs are what animated updates match on, and the cellType is the reuse identifier UITableView dequeues; without them the row cannot be built or animated.",
                    "Add the missing key at the place the message points to.")
        case .unsupportedVersion:
            return ("The listspec key, when present, names format version 1.",
                    "A spec written for another version may mean something else; reading it as version 1 would be a guess.",
                    "Write `listspec: 1`, or remove the key.")
        case .sectionOrder:
            return ("sectionIDs are strictly ascending within a table.",
                    "The batch update is computed by one merge of ascending IDs (as DCTableViewController does); out of order, a section would be deleted and inserted instead of kept, and performBatchUpdates could raise NSInternalInconsistencyException.",
                    "Keep each section's sectionID and give a new or moved section a free sectionID between its neighbours (leave gaps such as 10, 20, 30; negative IDs go in front): renumbering the others makes UIKit reload them instead of inserting or moving one.")
        case .duplicateSectionID:
            return ("No two sections of one table share a sectionID.",
                    "A sectionID is the section's identity across versions; two sections with one ID cannot be told apart, and the update would be wrong.",
                    "Give the new section a free sectionID between its neighbours (leave gaps such as 10, 20, 30) and keep the other sections' IDs: renumbering them makes UIKit reload them instead of inserting one.")
        case .cellOrder:
            return ("cellIDs are strictly ascending within a section.",
                    "Rows are matched by one merge of ascending IDs; out of order, a cell would be deleted and inserted instead of kept, and the update could raise NSInternalInconsistencyException.",
                    "Keep each row's cellID and give a new or moved row a free cellID between its neighbours (leave gaps such as 10, 20, 30; negative IDs go in front): renumbering the others makes UIKit reload them instead of inserting or moving one.")
        case .duplicateCellID:
            return ("No two cells of one section share a cellID.",
                    "A cellID is the row's identity across versions; duplicates make deletes, inserts and reloads ambiguous.",
                    "Give the new row a free cellID between its neighbours (leave gaps such as 10, 20, 30) and keep the other rows' IDs: renumbering them makes UIKit reload them instead of inserting one.")
        case .unknownCellType:
            return ("Each cell's cellType is declared in its table's cellTypes (when the table has cellTypes).",
                    "The cellType is the reuse identifier; dequeueReusableCell(withIdentifier:) raises for an identifier that was never registered.",
                    "Declare the cell type under cellTypes, or fix its spelling (the message suggests the nearest).")
        case .unusedCellType:
            return ("Each declared cell type is used by some cell.",
                    "A registered but unused cell class is dead code in the app, often left after a rename.",
                    "Remove the declaration, or use the cell type.")
        case .headerZeroHeight:
            return ("A header or footer height is not 0 in a grouped or insetGrouped table.",
                    "UIKit treats a height of 0 as 'use the default' there, so the header is not hidden.",
                    "Use 0.01 (CGFloat.leastNormalMagnitude in code) to hide it, or remove the height.")
        case .negativeHeight:
            return ("A height or estimatedHeight is zero or more.",
                    "UITableView asserts on negative row heights.",
                    "Use a height of 0 or more, or automatic.")
        case .unknownType:
            return ("Every type expression (in types, a cell type's viewModel, sectionViewModel) names a built-in type (String, Int, Double, Bool, Void) or one declared under types.",
                    "Generated Swift needs a real type for every viewModel; an unknown name would leave the cell's payload untyped or the code uncompilable.",
                    "Use the suggested name, or declare the type under types.")
        case .invalidType:
            return ("Type expressions are well formed (String, Recipe?, [T], [String: T]), declared names are identifiers other than the built-ins, enums are lists of distinct strings, and no type contains itself other than through a list or map.",
                    "A malformed or self-containing type has no Swift equivalent: no value could be written and the generated code would not compile.",
                    "Fix the expression at the position given; make a self-reference [T] or [String: T].")
        case .viewModelType:
            return ("Each viewModel has the type its cell type (or its table's sectionViewModel) declares: every field present and of its type, no unknown field, enum values among the cases.",
                    "The app decodes the viewModel into a typed model (or casts it in the cell); a wrong value fails at run time, on a user's screen, instead of in CI.",
                    "Change the value at the path given (quote a number meant as text), or change the declared type (T? if it may be null).")
        case .unusedSuppression:
            return ("Each inline suppression comment (# listspec:disable-next-line, disable, enable) names known rules and suppresses a finding.",
                    "A suppression that suppresses nothing hides the next real problem of that rule on that line, and stale ones pile up.",
                    "Remove the comment, or fix the rule id it names.")
        case .commentAsValue:
            return ("A YAML value is not left empty by a comment: after `key: ` on the same line, a # starts a comment, so `viewModel: #1 Hit` is `viewModel: null`.",
                    "The text meant as the value silently disappears: the row shows nothing (or the default) and no other rule notices, as null is a valid value.",
                    "Quote the value (`viewModel: \"#1 Hit\"`) if the # belongs to it; write `null` (or leave the comment on a line of its own) if the value is meant to be empty.")
        }
    }

    /// The help as one text: what it checks, why UIKit cares, how to fix it.
    package var helpText: String {
        let help = self.help
        return "\(help.checks) Why: \(help.why) Fix: \(help.fix)"
    }
}
