// How a render data type declares a field: `.field("name", "the type name, escaped") { $0.name }`. The kind of value
// (text, flag, text items, render data, a list of it) comes from what the closure returns, and an optional value
// must say when it is there.

extension RenderFields {
    /// One field of `Root`: what it is, and how its value is read.
    public struct Entry: Sendable {
        /// What the field is.
        public let field: RenderField
        /// The field's value in a `Root`.
        let answer: Answer

        /// The field `field`, whose value `answer` reads in a `Root`.
        init(_ field: RenderField, answer: @escaping Answer) {
            self.field = field
            self.answer = answer
        }

        /// Text named `name`, that holds what `holds` says.
        public static func field(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> SwiftCode
        ) -> Entry {
            Entry(RenderField(name, .text, holds)) { .text(value($0)) }
        }

        /// An identifier named `name`, as text.
        public static func field(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> SwiftName
        ) -> Entry {
            Entry(RenderField(name, .text, holds)) { .text(value($0).code) }
        }

        /// Text named `name`, there only `presence` (`when the model has a state`): empty text when nil, so that the
        /// name is answered here and never by render data further out.
        public static func field(
            _ name: String, _ holds: String, presence: String, _ value: @escaping @Sendable (Root) -> SwiftCode?
        ) -> Entry {
            Entry(RenderField(name, .text, holds, presence: presence)) { .text(value($0) ?? "") }
        }

        /// A flag named `name`.
        public static func field(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> Bool
        ) -> Entry {
            Entry(RenderField(name, .flag, holds)) { .bool(value($0)) }
        }

        /// Text items named `name`.
        public static func field(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> [SwiftCode]
        ) -> Entry {
            Entry(RenderField(name, .texts, holds)) { .texts(value($0)) }
        }

        /// Render data named `name`.
        public static func field<Value: DescribedRenderContext>(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> Value
        ) -> Entry {
            Entry(RenderField(name, .context(Value.self), holds)) { .context(value($0)) }
        }

        /// Render data named `name`, there only `presence`: false when nil, so that a section over it does not
        /// render and the name is never answered by render data further out.
        public static func field<Value: DescribedRenderContext>(
            _ name: String, _ holds: String, presence: String, _ value: @escaping @Sendable (Root) -> Value?
        ) -> Entry {
            Entry(RenderField(name, .context(Value.self), holds, presence: presence)) {
                value($0).map { .context($0) } ?? .bool(false)
            }
        }

        /// A list of render data named `name`.
        public static func field<Item: DescribedRenderContext>(
            _ name: String, _ holds: String, _ value: @escaping @Sendable (Root) -> [Item]
        ) -> Entry {
            Entry(RenderField(name, .list(Item.self), holds)) { .list(value($0)) }
        }
    }
}
