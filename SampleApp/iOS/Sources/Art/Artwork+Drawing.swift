import UIKit

extension Artwork {
    /// Draws the scene into `rect`: sky, sun, then the land from far to near.
    func draw(in cg: CGContext, rect: CGRect) {
        var dice = Dice(seed: seed)
        fillGradient(cg, rect, top: UIColor(hex: palette.skyTop), bottom: UIColor(hex: palette.skyBottom))
        switch scene {
        case .planet:
            drawStars(cg, rect, &dice)
            drawPlanet(cg, rect, &dice)
        case .mountains:
            drawSun(cg, rect, &dice)
            for layer in 0..<3 { drawRidge(cg, rect, &dice, layer: layer, of: 3, jagged: true) }
        case .forest:
            drawSun(cg, rect, &dice)
            drawRidge(cg, rect, &dice, layer: 0, of: 2, jagged: false)
            drawTrees(cg, rect, &dice)
        case .sea:
            drawSun(cg, rect, &dice)
            drawRidge(cg, rect, &dice, layer: 0, of: 3, jagged: true)
            drawSea(cg, rect, &dice)
        case .dunes:
            drawSun(cg, rect, &dice)
            drawDunes(cg, rect, &dice)
        case .city:
            drawSun(cg, rect, &dice)
            drawSkyline(cg, rect, &dice)
        }
    }

    func fillGradient(_ cg: CGContext, _ rect: CGRect, top: UIColor, bottom: UIColor) {
        let colors = [top.cgColor, bottom.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
        else { return }
        cg.saveGState()
        cg.clip(to: rect)
        cg.drawLinearGradient(
            gradient, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        cg.restoreGState()
    }

    func drawSun(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        let center = CGPoint(
            x: rect.minX + rect.width * dice.next(0.2...0.8), y: rect.minY + rect.height * dice.next(0.16...0.36))
        let radius = min(rect.width, rect.height) * dice.next(0.07...0.11)
        let sun = UIColor(hex: palette.sun)
        let glow = [sun.withAlphaComponent(0.55).cgColor, sun.withAlphaComponent(0).cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: glow, locations: [0, 1]) {
            cg.drawRadialGradient(
                gradient, startCenter: center, startRadius: radius, endCenter: center, endRadius: radius * 3.2,
                options: [])
        }
        cg.setFillColor(sun.cgColor)
        cg.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }

    /// One band of hills or peaks, filled to the bottom; nearer bands sit lower and darker.
    func drawRidge(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice, layer: Int, of count: Int, jagged: Bool) {
        let t = count > 1 ? Double(layer) / Double(count - 1) : 1
        let base = rect.minY + rect.height * (0.5 + 0.12 * CGFloat(layer))
        let steps = jagged ? 9 : 5
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        var previous = CGPoint(x: rect.minX, y: base - rect.height * dice.next(0...0.12))
        path.addLine(to: previous)
        for i in 1...steps {
            let x = rect.minX + rect.width * CGFloat(i) / CGFloat(steps)
            let point = CGPoint(x: x, y: base - rect.height * dice.next(jagged ? 0...0.2 : 0...0.08))
            if jagged {
                path.addLine(to: point)
            } else {
                path.addQuadCurve(
                    to: point,
                    controlPoint: CGPoint(x: (previous.x + x) / 2, y: min(previous.y, point.y) - rect.height * 0.03))
            }
            previous = point
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.close()
        cg.setFillColor(palette.land(t).cgColor)
        cg.addPath(path.cgPath)
        cg.fillPath()
    }
}
