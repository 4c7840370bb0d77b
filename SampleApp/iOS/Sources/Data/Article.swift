/// An article in the reading list: a header picture, a headline, a summary and a body.
struct Article: Sendable {
    let id: String
    let category: String
    let title: String
    let summary: String
    let author: String
    let initials: String
    let minutes: Int
    let paragraphs: [String]
    let quote: String
    let artwork: Artwork

    static let all: [Article] = [
        Article(
            id: "article-trains", category: "TRAVEL", title: "The Slow Way North",
            summary: "Twenty-two hours on three night trains, and why the journey became the holiday.",
            author: "Ines Moreau", initials: "IM", minutes: 7, paragraphs: Self.body(0),
            quote: "The window was the best seat in the house, and it came with the ticket.",
            artwork: Artwork(scene: .mountains, palette: .dawn, seed: 101)),
        Article(
            id: "article-cities", category: "DESIGN", title: "Cities After Dark",
            summary: "Lighting designers on the quiet work of making streets feel safe without making them bright.",
            author: "Tomás Ruiz", initials: "TR", minutes: 5, paragraphs: Self.body(1),
            quote: "Darkness is a material. We only decide where to leave it.",
            artwork: Artwork(scene: .city, palette: .night, seed: 202)),
        Article(
            id: "article-coast", category: "NATURE", title: "Reading the Tide",
            summary: "A fisherman, a marine biologist and a surfer explain what the sea tells them each morning.",
            author: "Aoife Byrne", initials: "AB", minutes: 9, paragraphs: Self.body(2),
            quote: "You don't predict the sea. You listen to it and then you adjust.",
            artwork: Artwork(scene: .sea, palette: .lagoon, seed: 303)),
        Article(
            id: "article-desert", category: "SCIENCE", title: "What Sand Remembers",
            summary: "Dunes move, but the layers beneath them keep a record of every wind for ten thousand years.",
            author: "Samir Haddad", initials: "SH", minutes: 6, paragraphs: Self.body(3),
            quote: "Every grain has been somewhere else first.",
            artwork: Artwork(scene: .dunes, palette: .desert, seed: 404)),
    ]

    private static func body(_ n: Int) -> [String] { bodies[n] }

    private static let bodies = [
        [
            "We left on a Thursday evening with one bag each and no plan beyond the first connection. The platform was almost empty; the train, when it came, was longer than the station.",
            "By morning the landscape had changed completely. Fields gave way to forest, forest to rock, and the light took on the thin, clean quality that only comes with altitude and cold.",
            "People talk to each other on long journeys in a way they never do on short ones. There is time to finish a sentence, and then time to think about it.",
            "When we finally arrived, it felt less like the end of a trip than the end of a long conversation, the kind you replay for days afterward.",
        ],
        [
            "Walk any city centre after midnight and you are walking through decisions: where a lamp stands, how warm its light is, how far its pool reaches before the next one begins.",
            "For decades the answer to fear was more light. The designers we spoke to think that was a mistake: glare hides faces, flattens depth and turns every doorway into a shadow.",
            "Their alternative is quieter. Light the faces, not the pavement. Keep the colour warm. Leave the sky dark enough to see a few stars.",
            "The results are hard to photograph and easy to feel. People linger. The street reads as a place again, not a corridor between car parks.",
        ],
        [
            "At five in the morning the harbour is grey and still, and three people are already reading it: one from a boat, one from a laboratory, one from a board under her arm.",
            "The fisherman watches the birds. Where they gather, the fish are near the surface, and where the fish are, the water is moving in a way no chart records.",
            "The biologist reads temperature and salt. The surfer reads the space between the sets. None of them trusts the forecast, and all of them check it.",
            "What they share is patience: the sea answers every question eventually, but rarely on the morning you ask it.",
        ],
        [
            "A dune looks like the most temporary thing on Earth. Come back in a year and it will have walked fifty metres downwind, its old shape gone without a trace.",
            "Dig into it, though, and the trace is everywhere. Each avalanche down the steep face leaves a thin tilted layer, and the layers stack like pages.",
            "Geologists read those pages the way others read tree rings: a season of strong winds here, a decade of calm there, a wet century that slowed everything down.",
            "The oldest records run back ten thousand years, written in grains that have each been somewhere else first.",
        ],
    ]
}
