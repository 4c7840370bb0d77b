import UIKit

extension Artwork {
    /// Water over the lower part, with the sun's reflection as broken streaks.
    func drawSea(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        let horizon = rect.minY + rect.height * 0.62
        let water = CGRect(x: rect.minX, y: horizon, width: rect.width, height: rect.maxY - horizon)
        fillGradient(cg, water, top: palette.land(0.4), bottom: palette.land(1))
        cg.setFillColor(UIColor(hex: palette.sun, alpha: 0.55).cgColor)
        let rows = 14
        for row in 0..<rows {
            let y = horizon + water.height * CGFloat(row) / CGFloat(rows)
            let width = rect.width * dice.next(0.04...0.18) * (1 + CGFloat(row) / CGFloat(rows))
            let x = rect.minX + rect.width * dice.next(0.3...0.6) - width / 2
            cg.fill(CGRect(x: x, y: y, width: width, height: max(1, water.height / CGFloat(rows * 4))))
        }
    }

    /// Overlapping dunes, each lit on its crest.
    func drawDunes(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        for layer in 0..<4 {
            let t = Double(layer) / 3
            let y = rect.minY + rect.height * (0.55 + 0.11 * CGFloat(layer))
            let crest = CGPoint(x: rect.minX + rect.width * dice.next(0.1...0.9), y: y - rect.height * 0.1)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: rect.minX, y: y + rect.height * dice.next(0...0.06)))
            path.addQuadCurve(to: crest, controlPoint: CGPoint(x: (rect.minX + crest.x) / 2, y: crest.y))
            path.addQuadCurve(
                to: CGPoint(x: rect.maxX, y: y + rect.height * dice.next(0...0.06)),
                controlPoint: CGPoint(x: (crest.x + rect.maxX) / 2, y: crest.y + rect.height * 0.04))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.close()
            cg.setFillColor(palette.land(t).cgColor)
            cg.addPath(path.cgPath)
            cg.fillPath()
        }
    }

    /// Towers of varied heights with lit windows.
    func drawSkyline(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        for layer in 0..<2 {
            var x = rect.minX - rect.width * 0.02
            while x < rect.maxX {
                let width = rect.width * dice.next(0.07...0.14)
                let height = rect.height * dice.next(layer == 0 ? 0.3...0.55 : 0.18...0.4)
                let tower = CGRect(x: x, y: rect.maxY - height, width: width, height: height)
                cg.setFillColor(palette.land(Double(layer)).cgColor)
                cg.fill(tower)
                if layer == 1 { drawWindows(cg, in: tower, &dice) }
                x += width + rect.width * dice.next(0...0.02)
            }
        }
    }

    private func drawWindows(_ cg: CGContext, in tower: CGRect, _ dice: inout Dice) {
        let size = max(1.5, tower.width / 7)
        cg.setFillColor(UIColor(hex: palette.sun, alpha: 0.85).cgColor)
        var y = tower.minY + size
        while y < tower.maxY - size {
            var x = tower.minX + size
            while x < tower.maxX - size {
                if dice.unit() < 0.45 { cg.fill(CGRect(x: x, y: y, width: size, height: size * 1.3)) }
                x += size * 2
            }
            y += size * 2.4
        }
    }

    /// Rows of pines, smaller toward the horizon.
    func drawTrees(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        for row in 0..<3 {
            let t = Double(row + 1) / 3
            let groundY = rect.minY + rect.height * (0.7 + 0.13 * CGFloat(row))
            let height = rect.height * (0.12 + 0.08 * CGFloat(row))
            cg.setFillColor(palette.land(t).cgColor)
            var x = rect.minX - height * 0.2
            while x < rect.maxX + height * 0.3 {
                let h = height * dice.next(0.75...1.15)
                let half = h * 0.28
                cg.move(to: CGPoint(x: x, y: groundY - h))
                cg.addLine(to: CGPoint(x: x + half, y: groundY))
                cg.addLine(to: CGPoint(x: x - half, y: groundY))
                cg.closePath()
                cg.fillPath()
                x += half * dice.next(1.1...1.8)
            }
            cg.fill(CGRect(x: rect.minX, y: groundY, width: rect.width, height: rect.maxY - groundY))
        }
    }

    func drawStars(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        for _ in 0..<90 {
            let r = dice.next(0.4...1.6)
            cg.setFillColor(UIColor(white: 1, alpha: dice.next(0.3...0.95)).cgColor)
            cg.fillEllipse(
                in: CGRect(
                    x: rect.minX + rect.width * dice.unit(), y: rect.minY + rect.height * dice.unit(), width: r * 2,
                    height: r * 2))
        }
    }

    /// A banded planet with a tilted ring.
    func drawPlanet(_ cg: CGContext, _ rect: CGRect, _ dice: inout Dice) {
        let radius = min(rect.width, rect.height) * dice.next(0.22...0.3)
        let center = CGPoint(x: rect.midX + rect.width * dice.next(-0.15...0.15), y: rect.midY + rect.height * 0.05)
        let body = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        cg.saveGState()
        cg.addEllipse(in: body)
        cg.clip()
        fillGradient(cg, body, top: UIColor(hex: palette.sun), bottom: palette.land(0.2))
        cg.setFillColor(palette.land(0.7).withAlphaComponent(0.35).cgColor)
        for band in 0..<5 {
            cg.fill(
                CGRect(
                    x: body.minX, y: body.minY + radius * (0.3 + 0.35 * CGFloat(band)), width: body.width,
                    height: radius * 0.12))
        }
        cg.restoreGState()
        cg.saveGState()
        cg.translateBy(x: center.x, y: center.y)
        cg.rotate(by: -0.35)
        cg.setStrokeColor(UIColor(hex: palette.sun, alpha: 0.8).cgColor)
        cg.setLineWidth(max(1, radius * 0.06))
        cg.strokeEllipse(in: CGRect(x: -radius * 1.7, y: -radius * 0.38, width: radius * 3.4, height: radius * 0.76))
        cg.restoreGState()
    }
}
