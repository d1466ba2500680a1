// Cycles in `children`: one depth-first search over every model, so that a run of n models costs O(n + children).

extension Validator {
    /// Reports children that contain themselves: each cycle the search closes, at the child entry of the cycle's
    /// first model (in spec order) that leads into it.
    mutating func checkChildCycles() {
        for cycle in ChildCycles(index).cycles {
            diagnostics.error(
                "a cycle in 'children': \(cycle.models.map(Diagnostic.excerpt).joined(separator: " -> "))",
                at: cycle.entry.model.location)
        }
    }
}

/// The cycles in the `children` of a run's models, found by one depth-first search that follows each child entry
/// once. The search keeps its own stack, so a chain of any length is searched without recursion.
struct ChildCycles {
    /// A cycle: the models around it, in order, the first again at the end; and the child entry of the first that
    /// leads into it.
    struct Cycle {
        var models: [String]
        var entry: ChildSpec
    }

    /// Each cycle the search closed, in the order found.
    private(set) var cycles: [Cycle] = []
    /// The number of child entries the search followed: each model's once, however many paths lead to the model.
    private(set) var entriesFollowed = 0

    /// Searches the models of `index`, from each file's models in spec order.
    init(_ index: SpecIndex) {
        /// A model on the search's path: its name and children, and the index of the child entry it follows.
        struct Frame {
            var name: String
            var children: [ChildSpec]
            var child = 0

            init(_ model: ModelSpec) {
                name = model.name.value
                children = model.children
            }
        }
        /// A model the search has reached (the others are not in `marks`).
        enum Mark {
            /// Being searched, at this position of the path.
            case onPath(Int)
            /// Searched, with every model it reaches.
            case done
        }
        var marks: [String: Mark] = [:]
        var path: [Frame] = []
        for file in index.files {
            for root in file.models where marks[root.name.value] == nil {
                guard let frame = index.models.read(root.name.value, Frame.init) else { continue }
                marks[frame.name] = .onPath(0)
                path = [frame]
                while !path.isEmpty {
                    let top = path.count - 1
                    guard path[top].child < path[top].children.count else {
                        marks[path[top].name] = .done
                        path.removeLast()
                        continue
                    }
                    let name = path[top].children[path[top].child].model.value
                    path[top].child += 1
                    entriesFollowed += 1
                    switch marks[name] {
                    case nil:
                        guard let child = index.models.read(name, Frame.init) else { continue }
                        marks[name] = .onPath(path.count)
                        path.append(child)
                    case .onPath(let start):
                        cycles.append(
                            Cycle(
                                models: path[start...].map(\.name) + [name],
                                entry: path[start].children[path[start].child - 1]))
                    case .done:
                        break
                    }
                }
            }
        }
    }
}
