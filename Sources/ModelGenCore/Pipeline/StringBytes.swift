// A string's UTF-8 bytes read in place, on every system the package supports.
//
// `String.UTF8View.span` and `Array.span` come with the Swift 6.2 runtime: macOS 26 and iOS 26 on Apple systems (and
// every Linux), while the package supports macOS 14 and iOS 17, where the build plugin runs modelgen. The spans of
// `ContiguousArray`, and `Span` itself, are back-deployed to every supported system. So code reads a string's bytes
// through `withUTF8Span(_:)` and holds bytes it reads in place in a `ContiguousArray`; `Test_SpanAvailability`
// allows no other `.span`.

extension String {
    /// Calls `body` with the string's UTF-8 bytes: read in place where the system's runtime provides them as a span
    /// (on Linux the check is decided when compiling), through a copy on older Apple systems.
    @inline(__always)
    func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return body(utf8.span)
        }
        let copy = ContiguousArray(utf8)
        return body(copy.span)
    }
}
