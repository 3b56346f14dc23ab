import ListSpecRuntime

/// `multiple-documents`: the file holds more than one YAML document (found by the YAML reader at
/// the second document's start; the reader stops building there).
enum MultipleDocumentsCheck {
    static var secondDocument: FindingDraft {
        FindingDraft(rule: .multipleDocuments, message: "a second YAML document starts here; a spec file holds one document")
    }
}
