import UIKit

/// A round avatar drawn in code: initials on a gradient.
enum Avatar {
    static func image(initials: String, palette: Palette, diameter: CGFloat) -> UIImage {
        let size = CGSize(width: diameter, height: diameter)
        return UIGraphicsImageRenderer(size: size).image { context in
            let rect = CGRect(origin: .zero, size: size)
            let cg = context.cgContext
            cg.addEllipse(in: rect)
            cg.clip()
            let art = Artwork(scene: .dunes, palette: palette, seed: 0)
            art.fillGradient(cg, rect, top: UIColor(hex: palette.skyBottom), bottom: UIColor(hex: palette.near))
            let font = UIFont.systemFont(ofSize: diameter * 0.4, weight: .semibold)
            let text = NSAttributedString(string: initials, attributes: [.font: font, .foregroundColor: UIColor.white])
            let bounds = text.size()
            text.draw(at: CGPoint(x: (diameter - bounds.width) / 2, y: (diameter - bounds.height) / 2))
        }
    }
}
