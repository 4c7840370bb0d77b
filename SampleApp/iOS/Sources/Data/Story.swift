/// A "today" story: a big card that opens into a full-screen article.
struct Story: Sendable {
    let id: String
    let eyebrow: String
    let title: String
    let subtitle: String
    let paragraphs: [String]
    let artwork: Artwork

    static let all: [Story] = [
        Story(
            id: "story-stars", eyebrow: "APP OF THE DAY", title: "Find Your\nConstellation",
            subtitle: "Point your phone at the sky and learn what you're looking at.",
            paragraphs: [
                "Stargazing used to need a chart, a torch with a red filter and a lot of patience. Now it needs a clear night and thirty seconds.",
                "Hold the phone up and the app draws the constellations over the live sky, names the planets, and tells you when the space station will pass overhead.",
                "The best part is the time slider: drag it and watch the sky turn, hours in seconds, until the star you were waiting for rises in the east.",
            ],
            artwork: Artwork(scene: .planet, palette: .night, seed: 11)),
        Story(
            id: "story-hike", eyebrow: "GET OUTSIDE", title: "Weekend\nSummits",
            subtitle: "Five short hikes with views that feel like a week away.",
            paragraphs: [
                "None of these trails takes more than half a day, and all of them end somewhere you will want to sit for a while.",
                "Download the maps before you go: signal disappears at the treeline, and the offline map is what gets you back before dark.",
                "Start early. The light is better, the paths are quieter, and the summit is yours for a few minutes before anyone else arrives.",
            ],
            artwork: Artwork(scene: .mountains, palette: .dusk, seed: 22)),
        Story(
            id: "story-sea", eyebrow: "MEET THE DEVELOPER", title: "Made by\nthe Sea",
            subtitle: "How a two-person studio built a tide app from a beach hut.",
            paragraphs: [
                "The first version was a spreadsheet of tide times pinned to the door. The second was an app only the two of them used.",
                "Everything in it comes from a question a neighbour asked: when is it safe to walk round the point, and when will the water come back?",
                "They still release updates from the same hut, timed, naturally, to low tide.",
            ],
            artwork: Artwork(scene: .sea, palette: .lagoon, seed: 33)),
    ]
}
