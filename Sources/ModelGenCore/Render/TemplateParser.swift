// Parses Mustache text into a Template, over UTF-8 bytes, and reports every syntax error with its line and column.

/// Parses standard Mustache: variables (`{{name}}`, `{{{name}}}`, `{{&name}}`, none of them escaped), sections,
/// inverted sections, partials, comments and set-delimiter tags (`{{=<% %>=}}`).
///
/// Lines follow the spec's standalone rule: a line holding only a section, inverted-section, closing, partial,
/// comment or set-delimiter tag and blanks is removed, line break included (a standalone partial's blanks indent
/// each line of the partial instead, its first included: ``LineWriter`` writes them). The details of swift-mustache,
/// the engine modelgen used before, are kept: a tag followed by blanks and the end of the text does not stand alone, a
/// blank-only last line without a line break is dropped (as are the blanks before a comment or set-delimiter tag
/// that does not stand alone, when nothing follows), and after a section the line state is the one its
/// opening tag left (so the closing tag of a section opened mid-line never makes the next tag standalone);
/// delimiters set inside a section end with it.
///
/// Sections may nest at most ``Template/maximumDepth`` deep: the first one deeper is reported and parsing stops
/// there. Every error is located by scanning on from the one before, so parsing takes time linear in the text.
struct TemplateParser {
    private let bytes: [UInt8]
    /// The number of the template's path in `SourcePaths`.
    private let file: UInt32
    private let partials: [String: Int]
    private var position = 0
    private var opening: [UInt8] = Array("{{".utf8)
    private var closing: [UInt8] = Array("}}".utf8)
    /// True when nothing but blanks precedes `position` on its line (swift-mustache's `newLine`).
    private var atLineStart = true
    /// The blanks before a comment or set-delimiter tag that did not stand alone: they go out with the next text
    /// or tag, or not at all when the template ends first.
    private var pendingBlanks = 0..<0
    private var nodes: [TemplateNode] = []
    private var keys: [RenderKey] = []
    /// The text node that text right after it in the template extends, and the bytes it holds, if the last node is
    /// one.
    private var extensibleText: (node: Int, bytes: Range<Int>)?
    /// The pieces of every text node, in order: a text node's are the last ones while it can be extended.
    private var pieces: [TextPiece] = []
    /// The sections whose closing tag has not been read yet, innermost last.
    private var openSections: [OpenSection] = []
    /// The most sections open at once so far.
    private var sectionDepth = 0
    /// True once a section nested too deep: nothing after it is parsed.
    private var nestedTooDeep = false
    private var partialTags: [PartialTag] = []
    private var nameTags: [NameTag?] = []
    private var diagnostics = DiagnosticList()
    /// The last offset located, and its line and column: locating a later one scans on from there.
    private var located = (offset: 0, line: 1, column: 1)

    /// A section whose closing tag has not been read yet.
    private struct OpenSection {
        /// Where its node is; its end is set when it closes.
        var node: Int
        var rawName: String
        var name: TemplateName
        var inverted: Bool
        /// Where the opening tag is in the template.
        var tag: Range<Int>
        /// The line and column of the opening tag.
        var location: SourceLocation
        /// Whether the opening tag stood alone: the line state after the section.
        var standalone: Bool
        /// The delimiters in force at the opening tag, in force again after the section.
        var opening: [UInt8]
        var closing: [UInt8]
    }

    /// Compiles `text`, the template at `path` (as diagnostics show it); `partials` gives the index of every
    /// template of the set by name (a partial naming no template renders nothing).
    static func parse(_ text: String, path: String, partials: [String: Int]) throws(DiagnosticsError) -> Template {
        var parser = TemplateParser(
            bytes: Array(text.utf8), file: SourcePaths.number(of: path), partials: partials)
        parser.parseAll()
        if parser.diagnostics.hasErrors { throw DiagnosticsError(parser.diagnostics.sorted) }
        return Template(
            bytes: parser.bytes, nodes: parser.nodes, pieces: parser.pieces, keys: parser.keys,
            partials: parser.partialTags,
            sectionDepth: parser.sectionDepth, nameTags: parser.nameTags)
    }

    private init(bytes: [UInt8], file: UInt32, partials: [String: Int]) {
        self.bytes = bytes
        self.file = file
        self.partials = partials
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    /// The longest delimiter a set-delimiter tag may set: every byte of the text may be compared with a delimiter,
    /// so a long one would make parsing quadratic.
    private static let maximumDelimiterLength = 16

    // MARK: lines and tags

    private mutating func parseAll() {
        let end = bytes.count
        while position < end, !nestedTooDeep {
            let runStart = position
            if atLineStart { position = skipBlanks(from: position) }
            let textStart = position
            let tagStart = scanText()
            if tagStart == nil, position < end {
                // A line break: the line's text, blanks and break included, is one node.
                position += bytes[position] == Self.carriageReturn ? 2 : 1
                appendText(takePendingBlanks())
                appendText(runStart..<position)
                atLineStart = true
                continue
            }
            // Blanks before a tag wait until the tag tells whether it stands alone.
            var blanks = runStart..<textStart
            if textStart < position {
                appendText(takePendingBlanks())
                appendText(runStart..<position)
                blanks = position..<position
                atLineStart = false
            } else if !pendingBlanks.isEmpty {
                blanks = takePendingBlanks()
            }
            guard let tagStart else { break }
            parseTag(at: tagStart, after: blanks)
        }
        guard !nestedTooDeep else { return }
        for section in openSections {
            error("`\(text(section.tag))` is never closed", at: section.location)
        }
    }

    /// Moves to the next line break (`\n` or `\r\n`) or opening delimiter; returns where the delimiter starts.
    private mutating func scanText() -> Int? {
        let end = bytes.count
        let first = opening[0]
        while position < end {
            let byte = bytes[position]
            if byte == Self.lineFeed
                || (byte == Self.carriageReturn && position + 1 < end && bytes[position + 1] == Self.lineFeed)
            {
                return nil
            }
            if byte == first, matches(opening, at: position) { return position }
            position += 1
        }
        return nil
    }

    private mutating func parseTag(at tagStart: Int, after blanks: Range<Int>) {
        let contentStart = tagStart + opening.count
        position = contentStart
        switch contentStart < bytes.count ? bytes[contentStart] : 0 {
        case UInt8(ascii: "#"): parseSectionStart(at: tagStart, after: blanks, inverted: false)
        case UInt8(ascii: "^"): parseSectionStart(at: tagStart, after: blanks, inverted: true)
        case UInt8(ascii: "/"): parseSectionEnd(at: tagStart, after: blanks)
        case UInt8(ascii: "!"):
            guard tagContent(tagStart, from: contentStart + 1, to: closing, stopAtOpening: false) != nil else { return }
            endLineTag(after: blanks)
        case UInt8(ascii: "="): parseDelimiters(at: tagStart, after: blanks)
        case UInt8(ascii: ">"): parsePartial(at: tagStart, after: blanks)
        case UInt8(ascii: "{"):
            parseVariable(at: tagStart, after: blanks, from: contentStart + 1, to: [UInt8(ascii: "}")] + closing)
        case UInt8(ascii: "&"): parseVariable(at: tagStart, after: blanks, from: contentStart + 1, to: closing)
        case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "%"):
            guard tagContent(tagStart, from: contentStart + 1, to: closing) != nil else { return }
            error(
                "`\(tagText(from: tagStart))` is not standard Mustache (template inheritance and pragmas are not supported)",
                at: tagStart)
            endLineTag(after: blanks)
        default: parseVariable(at: tagStart, after: blanks, from: contentStart, to: closing)
        }
    }

    private mutating func parseVariable(
        at tagStart: Int, after blanks: Range<Int>, from start: Int, to terminator: [UInt8]
    ) {
        guard let content = tagContent(tagStart, from: start, to: terminator) else { return }
        appendText(blanks)
        if let name = name(in: content, tagStart: tagStart) {
            append(.variable(name), tag: NameTag(text: trimmed(content), location: location(of: tagStart)))
        }
        atLineStart = false
    }

    private mutating func parseSectionStart(at tagStart: Int, after blanks: Range<Int>, inverted: Bool) {
        guard let content = tagContent(tagStart, from: tagStart + opening.count + 1, to: closing) else { return }
        guard openSections.count < Template.maximumDepth else {
            error(
                "`\(tagText(from: tagStart))` nests sections deeper than \(Template.maximumDepth) levels", at: tagStart)
            nestedTooDeep = true
            return
        }
        let name = name(in: content, tagStart: tagStart) ?? .unknown
        let tag = tagStart..<position
        let standalone = standsAlone()
        if !standalone { appendText(blanks) }
        let location = location(of: tagStart)
        openSections.append(
            OpenSection(
                node: nodes.count, rawName: text(trimmed(content)), name: name, inverted: inverted, tag: tag,
                location: location, standalone: standalone, opening: opening, closing: closing))
        sectionDepth = max(sectionDepth, openSections.count)
        append(
            .section(name, inverted: inverted, end: nodes.count + 1),
            tag: NameTag(text: trimmed(content), location: location))
        atLineStart = standalone
    }

    private mutating func parseSectionEnd(at tagStart: Int, after blanks: Range<Int>) {
        guard let content = tagContent(tagStart, from: tagStart + opening.count + 1, to: closing) else { return }
        let rawName = text(trimmed(content))
        let tag = tagStart..<position
        guard let target = openSections.lastIndex(where: { $0.rawName == rawName }) else {
            if let open = openSections.last {
                error(
                    "`\(text(tag))` does not close the open section `\(open.rawName)`", at: tagStart,
                    notes: [Diagnostic.Note("`\(text(open.tag))` opens it here", at: open.location)])
            } else {
                error("`\(text(tag))` closes no section: none is open", at: tagStart)
            }
            endLineTag(after: blanks)
            return
        }
        // Sections opened inside the one closed here were never closed: report each, then close them with it.
        while openSections.count - 1 > target, let inner = openSections.last {
            error(
                "`\(text(inner.tag))` is never closed", at: inner.location,
                notes: [Diagnostic.Note("`\(text(tag))` closes the section around it here", at: location(of: tagStart))]
            )
            closeInnermostSection()
        }
        if !standsAlone() { appendText(blanks) }
        closeInnermostSection()
    }

    private mutating func closeInnermostSection() {
        let section = openSections.removeLast()
        nodes[section.node] = .section(section.name, inverted: section.inverted, end: nodes.count)
        extensibleText = nil
        atLineStart = section.standalone
        opening = section.opening
        closing = section.closing
    }

    private mutating func parsePartial(at tagStart: Int, after blanks: Range<Int>) {
        guard let content = tagContent(tagStart, from: tagStart + opening.count + 1, to: closing) else { return }
        let nameRange = trimmed(content)
        if nameRange.isEmpty {
            error("`\(tagText(from: tagStart))` names no template", at: tagStart)
        } else if bytes[nameRange].contains(where: { Self.isWhitespace($0) }) {
            error("`\(text(nameRange))` is not a template name: it contains blanks", at: tagStart)
        }
        // The blanks before a partial that stands alone indent each of its lines, the first included.
        let standalone = standsAlone()
        if !standalone { appendText(blanks) }
        if let index = partials[text(nameRange)] {
            let indentation = standalone ? blanks : blanks.lowerBound..<blanks.lowerBound
            partialTags.append(
                PartialTag(
                    template: index, location: location(of: tagStart), depth: openSections.count,
                    indentation: indentation.count))
            append(.partial(template: index, indentation: indentation))
        }
        atLineStart = standalone
    }

    private mutating func parseDelimiters(at tagStart: Int, after blanks: Range<Int>) {
        let end = bytes.count
        var cursor = skipWhitespace(from: tagStart + opening.count + 1)
        let newOpening = cursor
        while cursor < end, !Self.isWhitespace(bytes[cursor]) { cursor += 1 }
        let openingRange = newOpening..<cursor
        cursor = skipWhitespace(from: cursor)
        let newClosing = cursor
        while cursor < end, !Self.isWhitespace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "=") { cursor += 1 }
        let closingRange = newClosing..<cursor
        cursor = skipWhitespace(from: cursor)
        guard !openingRange.isEmpty, !closingRange.isEmpty, cursor < end, bytes[cursor] == UInt8(ascii: "="),
            matches(closing, at: cursor + 1)
        else {
            if tagContent(tagStart, from: tagStart + opening.count + 1, to: closing, stopAtOpening: false) != nil {
                error(
                    "`\(tagText(from: tagStart))` does not set delimiters: write `\(text(opening))=<% %>=\(text(closing))`",
                    at: tagStart)
            }
            return
        }
        position = cursor + 1 + closing.count
        if max(openingRange.count, closingRange.count) > Self.maximumDelimiterLength {
            error(
                "`\(text(opening))=...=\(text(closing))` sets a delimiter longer than \(Self.maximumDelimiterLength) bytes",
                at: tagStart)
        } else {
            opening = Array(bytes[openingRange])
            closing = Array(bytes[closingRange])
        }
        endLineTag(after: blanks)
    }

    /// After a tag that prints nothing (comment, set delimiter, a tag reported as an error): the line goes when the
    /// tag stands alone, otherwise the blanks before it wait for what follows.
    private mutating func endLineTag(after blanks: Range<Int>) {
        let standalone = standsAlone()
        if !standalone { pendingBlanks = blanks }
        atLineStart = standalone
    }

    private mutating func takePendingBlanks() -> Range<Int> {
        defer { pendingBlanks = 0..<0 }
        return pendingBlanks
    }

    /// True when the tag just read is the only thing on its line but blanks; its line break is then consumed.
    /// As in swift-mustache, a tag at the very end of the text stands alone, one followed by blanks and the end not.
    private mutating func standsAlone() -> Bool {
        guard atLineStart else { return false }
        if position == bytes.count { return true }
        let next = skipBlanks(from: position)
        let length = lineBreakLength(at: next)
        guard length > 0 else { return false }
        position = next + length
        return true
    }

    // MARK: tag contents and names

    /// The bytes between `start` and `terminator`, `position` then after the terminator; nil after reporting an
    /// unclosed tag, `position` then at the next opening delimiter (unless `stopAtOpening` is false) or the end.
    private mutating func tagContent(
        _ tagStart: Int, from start: Int, to terminator: [UInt8], stopAtOpening: Bool = true
    ) -> Range<Int>? {
        let end = bytes.count
        var cursor = start
        while cursor < end {
            if bytes[cursor] == terminator[0], matches(terminator, at: cursor) {
                position = cursor + terminator.count
                return start..<cursor
            }
            if stopAtOpening, bytes[cursor] == opening[0], matches(opening, at: cursor) { break }
            cursor += 1
        }
        error(
            "`\(text(bytes[tagStart..<min(start, end)]))` opens a tag that is never closed: no `\(text(terminator))` follows",
            at: tagStart)
        position = cursor
        atLineStart = false
        return nil
    }

    /// The name written in `content`; nil after reporting one that is empty or malformed. Names that are no
    /// ``RenderKey`` are `.unknown`: ``TemplateScopes`` reports them, with the names the template could use.
    private mutating func name(in content: Range<Int>, tagStart: Int) -> TemplateName? {
        let range = trimmed(content)
        let written = bytes[range]
        if written.isEmpty {
            error("`\(tagText(from: tagStart))` has no name", at: tagStart)
            return nil
        }
        if written.count == 1, written.first == UInt8(ascii: ".") { return .dot }
        if written.contains(where: { Self.isWhitespace($0) }) {
            error("`\(text(range))` is not a name: it contains blanks", at: tagStart)
            return nil
        }
        guard written.contains(UInt8(ascii: ".")) else {
            return RenderKey(rawValue: text(range)).map(TemplateName.key) ?? .unknown
        }
        var path: [RenderKey?] = []
        var partStart = range.lowerBound
        for index in range.lowerBound...range.upperBound
        where index == range.upperBound || bytes[index] == UInt8(ascii: ".") {
            if index == partStart {
                error("`\(text(range))` is not a name: a dotted name has an empty part", at: tagStart)
                return nil
            }
            path.append(RenderKey(rawValue: text(partStart..<index)))
            partStart = index + 1
        }
        let found = path.compactMap { $0 }
        guard found.count == path.count else { return .unknown }
        keys += found
        return .path(keys.count - found.count..<keys.count)
    }

    // MARK: bytes

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= 0x09 && byte <= 0x0D)
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func skipBlanks(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == Self.space || bytes[cursor] == Self.tab { cursor += 1 }
        return cursor
    }

    private func skipWhitespace(from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, Self.isWhitespace(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The length of the line break at `index`, 0 if there is none: every character Swift's `Character.isNewline`
    /// accepts (`\n`, `\r\n`, `\r`, vertical tab, form feed, U+0085, U+2028, U+2029), as swift-mustache tested.
    private func lineBreakLength(at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case Self.lineFeed, 0x0B, 0x0C: return 1
        case Self.carriageReturn: return index + 1 < bytes.count && bytes[index + 1] == Self.lineFeed ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private func text(_ range: Range<Int>) -> String { text(bytes[range]) }

    private func text(_ slice: some Collection<UInt8>) -> String { String(decoding: slice, as: UTF8.self) }

    /// The tag starting at `tagStart` as written, up to `position`.
    private func tagText(from tagStart: Int) -> String { text(tagStart..<position) }

    /// Appends `node`, with the tag where its name is written when it is a variable or a section.
    private mutating func append(_ node: TemplateNode, tag: NameTag? = nil) {
        nodes.append(node)
        nameTags.append(tag)
        extensibleText = nil
    }

    /// Appends text, as part of the text node before when the two are adjacent in the template.
    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if let (index, previous) = extensibleText, previous.upperBound == range.lowerBound,
            case .text(let previousPieces) = nodes[index]
        {
            // Only the node's last piece can change, when it does not end its line: the text is cut again from there.
            var from = range.lowerBound
            var kept = previousPieces.upperBound
            if let last = pieces.last, !last.breaksLine {
                from = last.bytes.lowerBound
                kept -= 1
            }
            pieces.removeSubrange(kept...)
            pieces += TextPiece.pieces(of: from..<range.upperBound, in: bytes)
            nodes[index] = .text(pieces: previousPieces.lowerBound..<pieces.count)
            extensibleText = (index, previous.lowerBound..<range.upperBound)
        } else {
            let first = pieces.count
            pieces += TextPiece.pieces(of: range, in: bytes)
            append(.text(pieces: first..<pieces.count))
            extensibleText = (nodes.count - 1, range)
        }
    }

    // MARK: diagnostics

    private mutating func error(_ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
        error(message, at: location(of: offset), notes: notes)
    }

    private mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.error("template does not parse: " + message, at: location, notes: notes)
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`, scanned on from the offset located
    /// before (from the start when `offset` is earlier): the parser asks in increasing order, so all of its
    /// locations together cost one pass over the text.
    private mutating func location(of offset: Int) -> SourceLocation {
        if offset < located.offset { located = (0, 1, 1) }
        while located.offset < offset {
            let byte = bytes[located.offset]
            if byte == Self.lineFeed {
                located.line += 1
                located.column = 1
            } else if byte & 0xC0 != 0x80 {
                located.column += 1
            }
            located.offset += 1
        }
        return SourceLocation(fileNumber: file, line: located.line, column: located.column)
    }
}
