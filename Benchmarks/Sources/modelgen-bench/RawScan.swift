// The loading floor: libyaml's event scan of the same bytes, building nothing.

import CYamlScan
import Dispatch
import Foundation

enum RawScan {
    /// Counts the events libyaml's parser yields for `bytes` (every event deleted at once; no node built).
    /// Returns -1 when libyaml rejects the input.
    static func countEvents(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
            return -1
        }
    }

    /// Reads and scans every file, files spread over the cores the same way `SpecLoading` spreads them
    /// (`DispatchQueue.concurrentPerform`), so the floor has the tool's parallelism. Returns the total event count.
    static func scanFiles(_ files: [URL]) -> Int {
        concurrentMap(files) { file in
            countEvents([UInt8](FileManager.default.contents(atPath: file.path) ?? Data()))
        }.reduce(0, +)
    }
}
