/// The Sessionize "All" export as it arrives (`/api/v2/{id}/view/All`). Only what Podium
/// uses is decoded; unknown fields are ignored. Required fields are non-optional, so a
/// missing one fails with its path.
struct SessionizeDocument: Decodable {
    let sessions: [SessionRecord]
    let speakers: [SpeakerRecord]
    let categories: [CategoryRecord]?
    let rooms: [RoomRecord]
    /// The event's custom questions; answers of type Web_address are links (recordings, slides).
    let questions: [QuestionRecord]?

    struct SessionRecord: Decodable {
        let id: FlexibleID
        let title: String
        let description: String?
        let startsAt: String?
        let endsAt: String?
        let isServiceSession: Bool?
        let isPlenumSession: Bool?
        let speakers: [FlexibleID]?
        let categoryItems: [Int]?
        let roomId: Int?
        let liveUrl: String?
        let recordingUrl: String?
        let status: String?
        let questionAnswers: [AnswerRecord]?
    }

    struct SpeakerRecord: Decodable {
        let id: FlexibleID
        let firstName: String?
        let lastName: String?
        let fullName: String?
        let bio: String?
        let tagLine: String?
        let profilePicture: String?
        let isTopSpeaker: Bool?
        let links: [LinkRecord]?
        let sessions: [FlexibleID]?
        let categoryItems: [Int]?
        let questionAnswers: [AnswerRecord]?
    }

    struct QuestionRecord: Decodable {
        let id: Int
        let question: String?
        let questionType: String?
    }

    struct AnswerRecord: Decodable {
        let questionId: Int
        let answerValue: String?
    }

    struct LinkRecord: Decodable {
        let title: String?
        let url: String
        let linkType: String?
    }

    struct CategoryRecord: Decodable {
        let id: Int
        let title: String
        let items: [ItemRecord]
        let sort: Int?
        let type: String?
    }

    struct ItemRecord: Decodable {
        let id: Int
        let name: String
        let sort: Int?
    }

    struct RoomRecord: Decodable {
        let id: Int
        let name: String
        let sort: Int?
    }
}

/// An id written as a string (`"658419"`, as session ids are) or a number (`658419`, as
/// `speaker.sessions` holds them): both read as the same string.
struct FlexibleID: Decodable, Hashable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else {
            throw DecodingError.typeMismatch(String.self, .init(codingPath: decoder.codingPath,
                                                                debugDescription: "an id (a string or a whole number)"))
        }
    }
}
