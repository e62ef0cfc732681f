import Foundation

/// A profile's lists (links, interests) as both stores keep them: a JSON array in a text column.
public enum StoredJSON {
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    public static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
