// A string's UTF-8 bytes as a span. Only Render/ still uses it: delete this file once Render reads strings plainly.

extension String {
    /// Calls `body` with the string's UTF-8 bytes: read in place where the system's runtime provides them as a span,
    /// through a copy on older Apple systems.
    func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return body(utf8.span)
        }
        let copy = ContiguousArray(utf8)
        return body(copy.span)
    }
}
