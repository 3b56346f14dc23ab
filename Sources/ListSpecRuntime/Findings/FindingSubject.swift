/// What a finding is about, as data: the tools that act on a finding (the editor's fixes, the
/// explanation of an emptied key) read this, never another layer's message text.
package enum FindingSubject: Hashable, Sendable {
    /// A required key the map lacks (`missing-key`).
    case missingKey(String)
}
