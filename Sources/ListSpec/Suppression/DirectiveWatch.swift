/// Whether a stream of chunks holds a `# listspec:` directive (`listspec:` and a letter after a `#`
/// on its line), told as the chunks go by: libyaml's read handler passes each chunk it reads
/// through it, so a large file is not read again to learn that it holds none (most do not). Only
/// the lines from a `#` on are looked at (`SuppressionScanner.containsCommentMarker`); for a comment
/// that runs on into the next chunk, the stream's last bytes are kept, for a marker that straddles two chunks.
struct DirectiveWatch {
    private(set) var found = false
    /// Whether the stream's last line so far holds a `#`: the next chunk's first line goes on with its comment.
    private var commentOpen = false
    /// The stream's last bytes (up to the marker's length), tried again with the next chunk's first ones.
    private var tail = SIMD16<UInt8>()
    private var tailCount = 0

    mutating func see(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard !found, let base = chunk.baseAddress, !chunk.isEmpty else { return }
        let carry = SuppressionScanner.markerLength
        // The tail and the chunk's first bytes side by side: a marker that starts in the tail ends in them.
        var joint = SIMD32<UInt8>()
        let head = min(carry, chunk.count)
        for i in 0..<tailCount { joint[i] = tail[i] }
        for i in 0..<head { joint[tailCount + i] = base[i] }
        let jointCount = tailCount + head
        var from = 0
        if commentOpen {
            if tailCount > 0 {
                found = withUnsafeBytes(of: joint) { raw in
                    SuppressionScanner.containsMarker(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: jointCount))
                }
            }
            from = SuppressionScanner.lineEnd(in: chunk, from: 0)
            if !found { found = SuppressionScanner.containsMarker(UnsafeBufferPointer(rebasing: chunk[..<from])) }
            commentOpen = from == chunk.count
        }
        while !found, let line = SuppressionScanner.commentLine(in: chunk, from: from) {
            found = SuppressionScanner.containsMarker(UnsafeBufferPointer(rebasing: chunk[line]))
            commentOpen = line.upperBound == chunk.count
            from = line.upperBound
        }
        // The stream's last bytes: the chunk's, or (a chunk shorter than the marker) the joint's.
        if chunk.count >= carry {
            for i in 0..<carry { tail[i] = base[chunk.count - carry + i] }
            tailCount = carry
        } else {
            let kept = min(carry, jointCount)
            for i in 0..<kept { tail[i] = joint[jointCount - kept + i] }
            tailCount = kept
        }
    }
}
