/// A photo in the gallery: an illustrated picture with a title, a place and a caption.
struct Photo: Sendable {
    let id: String
    let title: String
    let place: String
    let caption: String
    let camera: String
    let artwork: Artwork

    /// Whether the full-size picture never arrives (a dead network): the detail's postponed push
    /// waits out its timeout instead.
    var neverLoads: Bool { title == Self.offlineTitle }
    private static let offlineTitle = "No Signal"

    static let all: [Photo] = entries.enumerated().map { index, entry in
        Photo(
            id: "photo-\(index)", title: entry.title, place: entry.place, caption: entry.caption,
            camera: cameras[index % cameras.count],
            artwork: Artwork(scene: entry.scene, palette: entry.palette, seed: UInt64(index * 7919 + 17)))
    }

    private static let cameras = ["35 mm · ƒ/2.0 · 1/500 s", "50 mm · ƒ/1.8 · 1/250 s", "24 mm · ƒ/8 · 1/125 s"]

    private static let entries:
        [(title: String, place: String, scene: Artwork.Scene, palette: Palette, caption: String)] = [
            (
                "First Light", "Dolomites, Italy", .mountains, .dawn,
                "The ridge catches the sun a full minute before the valley does."
            ),
            (
                "Harbour Calm", "Bergen, Norway", .sea, .noon,
                "Flat water, one ferry, and the smell of tar from the quay."
            ),
            (
                "Red Hour", "Wadi Rum, Jordan", .dunes, .desert,
                "Sand the colour of rust, going darker with every step west."
            ),
            (
                offlineTitle, "Somewhere off-grid", .forest, .night,
                "This picture never finishes loading: the push waits out its one-second timeout."
            ),
            ("Night Shift", "Osaka, Japan", .city, .night, "Half the windows still lit at two in the morning."),
            (
                "Pine Line", "Black Forest, Germany", .forest, .meadow,
                "Three rows of trees, each one a shade further away."
            ),
            ("Ringed", "Somewhere else", .planet, .night, "A long exposure of a sky we have not been to yet."),
            (
                "Last Ferry", "Lofoten, Norway", .sea, .dusk,
                "The sun sets behind the islands and the sea keeps its colour."
            ),
            (
                "Switchbacks", "Stelvio Pass, Italy", .mountains, .noon,
                "Forty-eight hairpins, and every one of them worth it."
            ),
            ("Dune Sea", "Merzouga, Morocco", .dunes, .dawn, "Wind erases yesterday's footprints before breakfast."),
            ("Skyline", "Chicago, USA", .city, .dusk, "The lake turns violet while the towers switch on."),
            ("Lagoon", "Bora Bora", .sea, .lagoon, "Water so clear the boat's shadow sits on the sand."),
            ("Treeline", "Banff, Canada", .forest, .lagoon, "Where the forest stops, the mountain begins."),
            ("High Camp", "Khumbu, Nepal", .mountains, .night, "Headlamps on the ridge, and more stars than dark."),
            ("Mirage", "Death Valley, USA", .dunes, .noon, "Heat shimmer bends the horizon into a lake."),
            ("Rooftops", "Lisbon, Portugal", .city, .desert, "Terracotta all the way down to the river."),
            ("Morning Fog", "Yosemite, USA", .forest, .dawn, "The valley floor lost in cloud until ten."),
            ("Blue Hour", "Reine, Norway", .mountains, .lagoon, "Twenty minutes of blue between day and night."),
            (
                "Tide Out", "Mont-Saint-Michel, France", .sea, .desert,
                "Kilometres of wet sand where the sea was at noon."
            ),
            ("Orbit", "Deep field", .planet, .dusk, "A ring of ice and dust, lit from one side."),
            ("Neon", "Seoul, South Korea", .city, .lagoon, "Every sign a different colour, every street the same hum."),
            ("Meadow", "Val d'Orcia, Italy", .forest, .noon, "Cypresses in a line, as if someone planned the view."),
            ("Salt Flats", "Uyuni, Bolivia", .dunes, .lagoon, "The sky and its reflection meet with no seam."),
            (
                "Summit", "Matterhorn, Switzerland", .mountains, .dusk,
                "One face in sunlight, the other already in night."
            ),
            ("Trade Winds", "Maui, USA", .sea, .meadow, "Whitecaps all the way to the next island."),
        ]
}
