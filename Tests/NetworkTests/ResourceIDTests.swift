import Foundation
import Network
import Testing

@Suite("Resource ids")
struct ResourceIDTests {
    @Test("numbers and strings decode to the same id; random ids are not numbers")
    func decoding() throws {
        let ids = try JSONDecoder().decode([ResourceID].self, from: Data(#"[1, "1", "b5aa51f6", "007", -4]"#.utf8))
        #expect(ids[0] == ids[1] && ids[0] == 1 && ids[0].intValue == 1)
        #expect(ids[2] == "b5aa51f6" && ids[2].intValue == nil)
        #expect(ids[3].intValue == nil, "007 is another record than 7 on a json-server")
        #expect(ids[4].intValue == -4)
    }

    @Test("other JSON values are a decoding error")
    func wrongType() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ResourceID].self, from: Data("[1.5]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ResourceID].self, from: Data("[true]".utf8)) }
    }

    @Test("numeric ids encode as numbers, others as strings")
    func encoding() throws {
        let data = try JSONEncoder().encode([ResourceID(12), "12", "b5aa51f6"])
        #expect(String(decoding: data, as: UTF8.self) == #"[12,12,"b5aa51f6"]"#)
    }

    @Test("numbers sort numerically, before text ids")
    func ordering() {
        let ids: [ResourceID] = ["b", 10, "a", 2]
        #expect(ids.sorted() == [2, 10, "a", "b"])
    }

    @Test("a post's path and query use the id's text")
    func paths() {
        #expect(JSONPlaceholderAPI.PostByID(id: "b5aa51f6").path == "/posts/b5aa51f6")
        #expect(JSONPlaceholderAPI.CommentsForPost(postID: 7).queryItems == [URLQueryItem(name: "postId", value: "7")])
        #expect(JSONPlaceholderAPI.DeleteUser(id: 3).method == .delete)
    }
}
