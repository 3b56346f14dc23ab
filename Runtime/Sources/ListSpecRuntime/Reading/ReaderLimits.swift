/// Bounds on what a reader accepts, so hostile files end in a `limit` finding
/// instead of a hang or unbounded memory. Every bound is an option.
package struct ReaderLimits: Sendable, Equatable {
    /// Largest file read, in bytes.
    package var maxFileSize: Int
    /// Deepest nesting of lists and maps.
    package var maxDepth: Int
    /// Most nodes that aliases may add by reference (what a full expansion would copy).
    package var maxAliasExpansion: Int
    /// Most nodes in one document.
    package var maxNodes: Int
    /// Longest map key, in bytes.
    package var maxKeyLength: Int
    /// Longest scalar, in bytes.
    package var maxScalarLength: Int
    /// Use two cores for one large YAML file: read it in two halves at once, or else parse it on a
    /// second thread while the first builds the document (worth it when the cores are not already
    /// busy with other files).
    package var pipelinesLargeFiles: Bool

    /// Limits with these bounds; the defaults are those of `default`.
    package init(
        maxFileSize: Int = 256 << 20,
        maxDepth: Int = 256,
        maxAliasExpansion: Int = 1_000_000,
        maxNodes: Int = 20_000_000,
        maxKeyLength: Int = 4096,
        maxScalarLength: Int = 1 << 20,
        pipelinesLargeFiles: Bool = true
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxNodes = maxNodes
        self.maxKeyLength = maxKeyLength
        self.maxScalarLength = maxScalarLength
        self.pipelinesLargeFiles = pipelinesLargeFiles
    }

    /// The default bounds (256 MiB, depth 256, 20 million nodes), which `Spec(json:path:)` reads with.
    package static let `default` = ReaderLimits()
}
