// swift-mustache 2.1.1, the engine modelgen rendered with before its own, rendering the same built-in templates over
// the same render data: measured beside modelgen's engine so that the choice of engine stays a measured one.

import ModelGenCore
import Mustache

/// Render data as swift-mustache reads it: each name it looks up is turned into a key and asked of the data.
struct MustacheRenderData: MustacheParent {
    /// The context's reader, as a section of modelgen's engine pushes it.
    let node: RenderNode

    /// `context`, read as modelgen's engine reads it.
    init(_ context: some DescribedRenderContext) {
        guard case .node(let node) = RenderValue.context(context) else {
            preconditionFailure("a context reads as a node")
        }
        self.node = node
    }

    private init(node: RenderNode) {
        self.node = node
    }

    func child(named name: String) -> Any? {
        guard let key = RenderKey(rawValue: name) else { return nil }
        switch node.value(for: key) {
        case .missing: return nil
        case .bool(let flag): return flag
        case .text(let text): return text
        case .node(let node): return MustacheRenderData(node: node)
        case .items(let items): return (0..<items.count).map { MustacheRenderData(node: items.item(at: $0)) }
        case .texts(let items): return items
        }
    }
}

enum MustachePeer {
    /// The built-in templates as a swift-mustache library. Every variable is written `{{{name}}}`, which
    /// swift-mustache does not HTML-escape: modelgen's engine escapes nothing.
    static func library() throws -> MustacheLibrary {
        var templates: [String: MustacheTemplate] = [:]
        for (name, text) in TemplateSet.builtin {
            templates[name] = try MustacheTemplate(string: text.replacing(/\{\{([A-Za-z.]+)\}\}/) { "{{{\($0.1)}}}" })
        }
        return MustacheLibrary(templates: templates)
    }
}
