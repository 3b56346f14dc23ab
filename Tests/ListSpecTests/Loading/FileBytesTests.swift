import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files and pipes are read whole, straight into the array: every byte, in order, whatever the size
/// and however wrong the expected size was, and never past the limit.
@Suite struct FileBytesTests {
    private func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) } }

    @Test(arguments: [0, 1, 4095, 4096, 65_535, 65_536, 65_537, 200_001])
    func aFileIsReadWholeWhateverItsExpectedSize(count: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let written = pattern(count)
        try Data(written).write(to: url)
        // The size stat gave; a file that grew since (expected too small); one that shrank; a pipe's 0.
        for expected in [count, count / 2, count * 2 + 7, 0] {
            let (descriptor, _) = try FileBytes.openDescriptor(url.path, limit: 1 << 20)
            defer { close(descriptor) }
            let read = try FileBytes.readAll(descriptor: descriptor, path: url.path, limit: 1 << 20, expectedSize: expected)
            #expect(read == written, "\(count) bytes read with \(expected) expected")
        }
    }

    @Test func aPipeIsReadWholeAndRefusedPastTheLimit() throws {
        for (count, limit) in [(300_000, 1 << 20), (300_000, 300_000), (300_001, 300_000), (5, 4)] {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            let written = pattern(count)
            let writeEnd = ends[1]
            let writer = Thread {
                written.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    var offset = 0
                    while offset < raw.count {
                        let n = write(writeEnd, base + offset, raw.count - offset)
                        if n <= 0 { break }
                        offset += n
                    }
                }
                close(writeEnd)
            }
            writer.start()
            defer { close(ends[0]) }
            do {
                let read = try FileBytes.readAll(descriptor: ends[0], path: "<pipe>", limit: limit)
                #expect(count <= limit && read == written, "\(count) bytes, limit \(limit)")
            } catch {
                #expect(count > limit, "\(count) bytes, limit \(limit): \(error)")
                #expect(error.description.contains("more than the limit of \(limit) bytes"))
                // Drain what the writer still has, so it ends.
                var sink = [UInt8](repeating: 0, count: 1 << 16)
                while read(ends[0], &sink, sink.count) > 0 {}
            }
        }
    }

    /// Issue 36 (9): a device never ends; every path reads it up to the limit, then refuses it.
    @Test func anEndlessDeviceIsRefusedAtTheLimit() throws {
        let limit = 1 << 20
        let file = try OpenFile("/dev/zero", limit: limit)
        #expect(file.size == 0)
        #expect(throws: UnreadableInput.self) { try file.readAll(limit: limit) }
        do {
            _ = try SpecLoader(limits: ReaderLimits(maxFileSize: limit)).load(.file("/dev/zero"))
            Issue.record("/dev/zero was read")
        } catch {
            #expect(error.passesLimit)
            #expect(error.description == "/dev/zero: is more than the limit of \(limit) bytes (limit maxFileSize)")
        }
    }
}
