/// A small Sessionize "All" export with the real world's quirks: string session ids and
/// numeric `speaker.sessions`, an unscheduled session with nulls, missing optional fields,
/// unknown fields, categories with items, service and plenum sessions, CRLF descriptions
/// and Unicode.
enum SessionizeSample {
    static let json = #"""
    {
      "sessions": [
        {
          "id": "658419", "title": "Keynote: The Next Decade", "description": "Opening keynote.\r\n\r\n- Bullets\r\n- **Markdown-ish**",
          "startsAt": "2024-04-20T09:00:00", "endsAt": "2024-04-20T09:45:00", "isServiceSession": false, "isPlenumSession": true,
          "speakers": ["5f0a0b5e-0000-4000-8000-000000000001"], "categoryItems": [101, 201], "questionAnswers": [], "roomId": 1,
          "liveUrl": "https://stream.example.com/keynote", "recordingUrl": null, "status": "Accepted", "isInformed": true
        },
        {
          "id": "658420", "title": "  Structured   concurrency\tin practice ", "description": null,
          "startsAt": "2024-04-20T10:00:00", "endsAt": "2024-04-20T10:45:00", "isServiceSession": false, "isPlenumSession": false,
          "speakers": ["5f0a0b5e-0000-4000-8000-000000000002", "5f0a0b5e-0000-4000-8000-000000000003"], "categoryItems": [102], "roomId": 2
        },
        {
          "id": "sz-break-1", "title": "Coffee break", "description": null,
          "startsAt": "2024-04-20T10:45:00", "endsAt": "2024-04-20T11:00:00", "isServiceSession": true, "isPlenumSession": false,
          "speakers": [], "categoryItems": [], "roomId": null
        },
        {
          "id": "658421", "title": "日本語の組版 — Unicode in the terminal 🙂", "description": "Grapheme clusters: 👨‍👩‍👧 and e\u0301.",
          "startsAt": null, "endsAt": null, "isServiceSession": false, "isPlenumSession": false,
          "speakers": ["5f0a0b5e-0000-4000-8000-000000000003"], "categoryItems": [101], "roomId": null
        }
      ],
      "speakers": [
        {
          "id": "5f0a0b5e-0000-4000-8000-000000000001", "firstName": "Anna", "lastName": "Berg", "fullName": "Anna Berg",
          "bio": "Builds things.\r\nSpeaks about them.", "tagLine": "Principal Architect at Example", "profilePicture": "https://sessionize.com/image/a.jpg",
          "isTopSpeaker": true, "sessions": [658419], "categoryItems": [301],
          "links": [{"title": "Blog", "url": "https://anna.example.com", "linkType": "Blog"}, {"title": "X", "url": "https://x.com/anna", "linkType": "Twitter"}]
        },
        {
          "id": "5f0a0b5e-0000-4000-8000-000000000002", "firstName": "Zoë", "lastName": "Åberg", "fullName": "Zoë Åberg",
          "bio": null, "tagLine": "", "profilePicture": null, "isTopSpeaker": false, "sessions": [658420], "links": []
        },
        {
          "id": "5f0a0b5e-0000-4000-8000-000000000003", "firstName": "雷", "lastName": "李", "fullName": "李雷",
          "sessions": [658420, 658421]
        }
      ],
      "questions": [],
      "categories": [
        {"id": 10, "title": "Track", "items": [{"id": 101, "name": "Language", "sort": 1}, {"id": 102, "name": "Concurrency", "sort": 2}], "sort": 1, "type": "session"},
        {"id": 20, "title": "Level", "items": [{"id": 201, "name": "Introductory", "sort": 1}], "sort": 2, "type": "session"},
        {"id": 30, "title": "Speaker region", "items": [{"id": 301, "name": "Europe", "sort": 1}], "sort": 3, "type": "speaker"}
      ],
      "rooms": [
        {"id": 2, "name": "Room B", "sort": 2},
        {"id": 1, "name": "Main Hall", "sort": 1}
      ]
    }
    """#

    /// The sample with `replacing` swapped for `with` (to break or vary one thing).
    static func variant(replacing: String, with replacement: String) -> String {
        precondition(json.contains(replacing), "the sample has no \(replacing)")
        return json.replacingOccurrences(of: replacing, with: replacement)
    }
}
