/// `empty-file`: the file holds no document.
package enum EmptyFileCheck {
    /// A YAML file with no document.
    package static var noYAMLDocument: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no document; a spec needs at least `tables:` or `sections:`")
    }

    /// A JSON file with no value.
    static var noJSONValue: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no JSON value; a spec needs at least \"tables\" or \"sections\"")
    }

    /// `listspec convert` of a file with no document.
    package static var nothingToConvert: FindingDraft {
        FindingDraft(rule: .emptyFile, message: "the file holds no document to convert")
    }
}
