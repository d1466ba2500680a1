// A hash of bytes that is the same in every process and on every machine (Swift's Hasher is seeded per process):
// what the output folder's cache records of a run's inputs and of each file it wrote.

/// XXH64 (xxHash, 64 bits) of bytes: stable across processes, machines and versions.
enum StableHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of the UTF-8 bytes of `text`.
    static func of(_ text: String) -> UInt64 {
        of(Array(text.utf8))
    }

    /// The hash of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lanes = [prime1 &+ prime2, prime2, 0, 0 &- prime1]
            while offset + 32 <= count {
                for lane in lanes.indices {
                    lanes[lane] = round(lanes[lane], read(8, of: bytes, at: offset))
                    offset += 8
                }
            }
            hash = rotate(lanes[0], 1) &+ rotate(lanes[1], 7) &+ rotate(lanes[2], 12) &+ rotate(lanes[3], 18)
            for lane in lanes { hash = merge(hash, lane) }
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, read(8, of: bytes, at: offset))
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= read(4, of: bytes, at: offset) &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// The `length` bytes of `bytes` at `offset` as a little-endian number.
    private static func read(_ length: Int, of bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in 0..<length { value |= UInt64(bytes[offset + byte]) << (8 * byte) }
        return value
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// `hash` as 16 lowercase hexadecimal digits.
    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
