// swift-mustache 2.1.1, the engine modelgen rendered with before its own, rendering the same built-in templates over
// the same render data: measured beside modelgen's engine so that the choice of engine stays a measured one.

import ModelGenCore
import Mustache

/// Render data as swift-mustache reads it: each name it looks up is turned into a key and asked of the data.
struct MustacheRenderData: MustacheParent {
    let context: any RenderContext

    func child(named name: String) -> Any? {
        guard let key = RenderKey(rawValue: name) else { return nil }
        switch context.value(for: key) {
        case .missing: return nil
        case .bool(let flag): return flag
        case .text(let text): return text
        case .context(let context): return MustacheRenderData(context: context)
        case .list(let list):
            var items: [MustacheRenderData] = []
            list.forEachItem { items.append(MustacheRenderData(context: $0)) }
            return items
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
