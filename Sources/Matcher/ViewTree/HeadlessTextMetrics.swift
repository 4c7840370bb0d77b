import Foundation

/// How wide text is, for headless labels, which have no fonts: the advance widths of DejaVu Sans,
/// the sans-serif face the lab's browser draws headless text with on Linux (measured with
/// Chromium's `CanvasRenderingContext2D.measureText` at 1,000 px, Book for weights below 600,
/// Bold from 600 up, as the browser picks). Other faces differ by a few percent; a character
/// outside printable ASCII counts 0.6 em. Used only to line up two labels' texts mid-flight.
enum HeadlessTextMetrics {
    /// Advance widths of ASCII 32…126, in thousandths of an em, Book.
    static let book: [UInt16] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636,
        636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656,
        557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613,
        635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818,
        592, 592, 525, 636, 337, 636, 838,
    ]
    /// Advance widths of ASCII 32…126, in thousandths of an em, Bold.
    static let bold: [UInt16] = [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696,
        696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775,
        637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675,
        716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924,
        645, 652, 582, 712, 365, 712, 838,
    ]

    /// The width of `string` on one line at `fontSize` points and `weight`, in points.
    static func width(of string: String, fontSize: Double, weight: Int) -> Double {
        let table = weight >= 600 ? bold : book
        var thousandths = 0
        for scalar in string.unicodeScalars {
            let v = Int(scalar.value)
            thousandths += (32...126).contains(v) ? Int(table[v - 32]) : 600
        }
        return Double(thousandths) / 1000 * fontSize
    }
}
