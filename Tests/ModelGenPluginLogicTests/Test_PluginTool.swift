// Which tool the build plugin runs: modelgen-plugin-tool when it is built from source, else a prebuilt modelgen.

import Foundation
import Testing

@Suite struct Test_PluginTool {
    /// A context's `tool(named:)` that knows only `names`, recording each name asked for.
    final class Tools: @unchecked Sendable {
        struct NotFound: Error, Equatable {
            var name: String
        }

        let names: Set<String>
        var asked: [String] = []

        init(_ names: Set<String>) {
            self.names = names
        }

        func tool(named name: String) throws -> URL {
            asked.append(name)
            guard names.contains(name) else { throw NotFound(name: name) }
            return URL(fileURLWithPath: "/tools/\(name)")
        }
    }

    @Test func fromSourceThePluginsOwnTool() throws {
        let tools = Tools(["modelgen-plugin-tool"])
        #expect(try PluginTool.url(tools.tool(named:)).path == "/tools/modelgen-plugin-tool")
        #expect(tools.asked == ["modelgen-plugin-tool"])
    }

    @Test func prebuiltModelgen() throws {
        let tools = Tools(["modelgen"])
        #expect(try PluginTool.url(tools.tool(named:)).path == "/tools/modelgen")
        #expect(tools.asked == ["modelgen-plugin-tool", "modelgen"])
    }

    @Test func neitherThrowsWhatTheSecondLookUpThrows() {
        let tools = Tools([])
        #expect(throws: Tools.NotFound(name: "modelgen")) { try PluginTool.url(tools.tool(named:)) }
    }
}
