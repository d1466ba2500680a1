// A parsed template: its text as UTF-8 bytes and a flat list of nodes whose names are already resolved to keys.

/// A template compiled by ``TemplateParser``: ready to render, with no string work left to do.
final class Template: Sendable {
    /// The deepest sections may nest in a template, and sections and partials together along any chain of
    /// partials: rendering recurses once per level, so this bounds its stack.
    static let maximumDepth = 256

    /// The template's text as UTF-8; text nodes and partial indentation are ranges of it.
    let bytes: [UInt8]
    /// The nodes in order; a section's body is the nodes that follow it, up to its `end`.
    let nodes: [TemplateNode]
    /// The text nodes' pieces, each a range of `bytes`: a text node is a range of them.
    let pieces: [TextPiece]
    /// The keys of dotted names, each name a range of them.
    let keys: [RenderKey]
    /// Every partial tag that names a template of the set, in the order written: what ``TemplateGraph`` checks.
    let partials: [PartialTag]
    /// The most sections open at once anywhere in the template.
    let sectionDepth: Int
    /// Where each variable and section node's name is written, beside the node (nil for other nodes): what
    /// ``TemplateScopes`` reports.
    let nameTags: [NameTag?]

    /// The template compiled to these parts.
    init(
        bytes: [UInt8], nodes: [TemplateNode], pieces: [TextPiece], keys: [RenderKey],
        partials: [PartialTag], sectionDepth: Int, nameTags: [NameTag?]
    ) {
        self.bytes = bytes
        self.nodes = nodes
        self.pieces = pieces
        self.keys = keys
        self.partials = partials
        self.sectionDepth = sectionDepth
        self.nameTags = nameTags
    }
}

/// Where a template writes a name: kept beside the nodes, which rendering reads, so that they stay small.
struct NameTag: Sendable {
    /// The name as written, a range of the template's bytes.
    var text: Range<Int>
    /// Where the tag starts.
    var location: SourceLocation
}

/// Where a template includes another: kept beside the nodes, which rendering reads, so that they stay small.
struct PartialTag: Sendable {
    /// The index of the template included, in the set.
    var template: Int
    /// Where the `{{>name}}` tag is.
    var location: SourceLocation
    /// How many sections are open around the tag.
    var depth: Int
    /// How many blanks indent each line the partial renders (0 unless the tag stands alone).
    var indentation: Int
}

/// One piece of a compiled template.
enum TemplateNode: Sendable {
    /// Text of the template: the template's pieces in this range, each at most one line, written as ``LineWriter``
    /// lays lines out.
    case text(pieces: Range<Int>)
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: the value printed, never escaped.
    case variable(TemplateName)
    /// `{{#name}}...{{/name}}`, or `{{^name}}...{{/name}}` when `inverted`: the body is the nodes from the next one
    /// up to `end` (excluded).
    case section(TemplateName, inverted: Bool, end: Int)
    /// `{{>name}}`: the template at `template` of the set, each of its lines indented by the bytes at `indentation`
    /// (empty unless the tag stood alone on its line after blanks).
    case partial(template: Int, indentation: Range<Int>)
}

/// A name as a template wrote it, resolved to keys.
enum TemplateName: Sendable, Equatable {
    /// `.`: the current item.
    case dot
    /// A plain name.
    case key(RenderKey)
    /// A dotted name: the template's keys in this range, two or more; the first is searched outwards, each
    /// further one inside the value before it.
    case path(Range<Int>)
    /// A name that is no ``RenderKey``, or a dotted name with such a part: ``TemplateScopes`` reports it, so no
    /// template of a set holds one.
    case unknown
}
