// The output of a rendering: a growable buffer of bytes that appends with a plain memory copy.

/// Bytes appended at the end of one allocation that doubles when full; freed when the buffer ends.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes the buffer holds.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The last byte, if any.
    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `byte` `count` times.
    mutating func append(_ byte: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        reserve(repeated)
        (base + count).initialize(repeating: byte, count: repeated)
        count += repeated
    }

    /// Appends the UTF-8 bytes of `string`.
    mutating func append(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var string = string
            string.withUTF8 { append($0) }
        }
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
