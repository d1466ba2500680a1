// Finding bytes in UTF-8 text eight at a time, for the passes that look for line breaks and Swift punctuation, and
// comparing runs of bytes where they lie.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte searches over a 64-bit word at a time ("SWAR"): plain integer arithmetic, no SIMD types needed.
enum ByteSearch {
    /// True when `a` and `b` hold the same bytes: lengths first, then `memcmp` (a byte loop was a tenth of a large
    /// no-op run's comparisons of output files).
    static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The eight bytes at `offset` of `bytes` (which must hold them), the first in the lowest bits.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Nonzero when `word` holds `byte`: the high bit of the first such byte is set, and perhaps of bytes after
    /// it, never of a byte before it (so the lowest set bit marks the first match).
    static func matches(of byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// The index of the first `byte` in `bytes` at or after `start`, or `bytes.count` when there is none.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var cursor = start
        while cursor + 8 <= bytes.count {
            let found = matches(of: byte, in: word(bytes, at: cursor))
            if found != 0 { return cursor + found.trailingZeroBitCount / 8 }
            cursor += 8
        }
        while cursor < bytes.count, bytes[cursor] != byte { cursor += 1 }
        return cursor
    }
}
