// A synthetic OpenAPI 3.1 document for swift-openapi-generator: N object schemas with properties of several types,
// string enums, arrays, dates, references to other schemas and required lists. Deterministic (seeded).

import Foundation

enum OpenAPIDocument {
    /// Writes a document of about `targetBytes` to `url`; returns the number of schemas.
    static func write(targetBytes: Int, to url: URL, seed: UInt64 = 0x0A91) throws -> (schemas: Int, bytes: Int) {
        var random = SeededRandom(seed: seed ^ UInt64(targetBytes))
        var text = """
            openapi: 3.1.0
            info:
              title: Synthetic benchmark API
              version: 1.0.0
            paths: {}
            components:
              schemas:

            """
        var count = 0
        while text.utf8.count < targetBytes {
            count += 1
            text += schema(count, random: &random)
        }
        try Data(text.utf8).write(to: url)
        return (count, text.utf8.count)
    }

    private static func schema(_ index: Int, random: inout SeededRandom) -> String {
        let name = CorpusGenerator.nouns[index % CorpusGenerator.nouns.count] + String(index)
        var lines = [
            "    \(name):",
            "      type: object",
            "      description: Holds the \(name.lowercased()) state for one screen.",
            "      properties:",
            "        id:",
            "          type: string",
            "          format: uuid",
            "        title:",
            "          type: string",
            "          description: Shown in the header.",
        ]
        var required = ["id", "title"]
        let optional: [[String]] = [
            ["        count:", "          type: integer", "          format: int64"],
            ["        price:", "          type: number", "          format: double"],
            ["        isActive:", "          type: boolean"],
            ["        createdAt:", "          type: string", "          format: date-time"],
            ["        tags:", "          type: array", "          items:", "            type: string"],
            [
                "        status:", "          type: string",
                "          enum: [\(random.sample(["draft", "pending", "active", "archived", "paused", "failed", "queued"], random.int(3...5)).joined(separator: ", "))]",
            ],
            [
                "        scores:", "          type: object", "          additionalProperties:",
                "            type: integer",
            ],
            ["        notes:", "          type: string"],
        ]
        for property in random.sample(optional, random.int(3...7)) {
            lines += property
            if random.chance(0.3) { required.append(String(property[0].dropFirst(8).dropLast())) }
        }
        if index > 1 {
            let other = random.int(1...(index - 1))
            let otherName = CorpusGenerator.nouns[other % CorpusGenerator.nouns.count] + String(other)
            if random.chance(0.5) {
                lines += ["        related:", "          $ref: '#/components/schemas/\(otherName)'"]
            } else {
                lines += [
                    "        children:", "          type: array", "          items:",
                    "            $ref: '#/components/schemas/\(otherName)'",
                ]
            }
        }
        lines.append("      required: [\(required.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }
}
