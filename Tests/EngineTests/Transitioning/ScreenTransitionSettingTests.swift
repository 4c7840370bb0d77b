import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCut

/// The rules of `matchCutTransition` on a model screen (its presentation style and transitioning
/// delegate, as the app and MatchCut set them), carried out as the UIKit layer carries out
/// ``ScreenTransitionSetting/change(settingNil:presentedByMatchCut:hasMatchCutDelegate:matchCutDelegateIsTheScreens:styleIsCustom:)``,
/// under seeded random sequences of what an app does. Checked against what the property's
/// documentation promises: a value makes MatchCut's delegate the screen's with `.custom`; `nil`
/// puts back what the app had, except what the app changed since; a value set while MatchCut
/// presents the screen waits for the dismissal.
@MainActor
@Suite struct ScreenTransitionSettingTests {
    /// A screen: its presentation style and delegate (names), MatchCut's delegate if any, what it
    /// saved, a pending value, and whether MatchCut presents it.
    struct Screen {
        var style = "automatic"
        var delegate: String? = nil
        var ours: String? = nil
        var saved: (style: String, delegate: String?)? = nil
        var pending: String?? = nil
        var presented = false
        var made = 0

        /// `matchCutTransition = value`, as the UIKit layer carries the change out.
        mutating func set(_ value: String?) {
            let oursIsTheScreens = ours != nil && delegate == ours
            let change = ScreenTransitionSetting.change(
                settingNil: value == nil, presentedByMatchCut: presented && oursIsTheScreens,
                hasMatchCutDelegate: ours != nil, matchCutDelegateIsTheScreens: oursIsTheScreens,
                styleIsCustom: style == "custom")
            if change != .waitForTheDismissal { pending = nil }
            switch change {
            case .waitForTheDismissal: pending = .some(value)
            case .restyle: style = "custom"
            case .install:
                saved = (style, delegate)
                made += 1
                ours = "matchCut\(made)"
                style = "custom"
                delegate = ours
            case .remove(let restoringDelegate, let restoringStyle):
                let keep = saved
                ours = nil
                saved = nil
                if restoringStyle { style = keep?.style ?? "automatic" }
                if restoringDelegate { delegate = keep?.delegate }
            case .nothing: break
            }
        }

        /// The dismissal ended: a waiting value applies.
        mutating func dismissed() {
            presented = false
            if let value = pending {
                pending = nil
                set(value)
            }
        }
    }

    @Test func valuesInstallNilPutsBackWhatTheAppHadAndAPresentedScreenWaits() {
        for seed in UInt64(1)...400 {
            var rng = SeededRandom(seed: seed)
            var screen = Screen()
            // What MatchCut replaced at its last install (the truth `nil` must give back), and
            // whether the app changed the delegate or the style since.
            var appStyle = "automatic"
            var appDelegate: String? = nil
            var appChangedDelegateSinceInstall = false
            var appChangedStyleSinceInstall = false
            for step in 0..<30 {
                let context = "seed \(seed) step \(step)"
                switch rng.int(0...6) {
                case 0, 1:
                    let value = ["zoom", "sheet", "roller"][rng.int(0...2)]
                    let wasPresented = screen.presented && screen.ours != nil && screen.delegate == screen.ours
                    let before = (screen.style, screen.delegate)
                    let installs = !wasPresented && !(screen.ours != nil && screen.delegate == screen.ours)
                    screen.set(value)
                    if installs { (appStyle, appDelegate) = before }
                    if wasPresented {
                        #expect(
                            screen.style == before.0 && screen.delegate == before.1,
                            "\(context): changed while presented")
                    } else {
                        #expect(
                            screen.style == "custom" && screen.delegate != nil && screen.delegate == screen.ours,
                            "\(context)")
                        appChangedDelegateSinceInstall = false
                        appChangedStyleSinceInstall = false
                    }
                case 2:
                    let wasPresented = screen.presented && screen.ours != nil && screen.delegate == screen.ours
                    let hadOurs = screen.ours != nil
                    screen.set(nil)
                    if wasPresented { break }
                    #expect(screen.ours == nil, "\(context)")
                    if hadOurs {
                        if !appChangedDelegateSinceInstall {
                            #expect(screen.delegate == appDelegate, "\(context): the app's delegate not put back")
                        }
                        if !appChangedStyleSinceInstall && !appChangedDelegateSinceInstall {
                            #expect(screen.style == appStyle, "\(context): the app's style not put back")
                        }
                    }
                    if appChangedDelegateSinceInstall {
                        #expect(screen.delegate != nil && screen.delegate?.hasPrefix("matchCut") == false, "\(context)")
                    }
                case 3:
                    // The app sets its own delegate.
                    let name = "app\(rng.int(0...9))"
                    screen.delegate = name
                    if screen.ours != nil { appChangedDelegateSinceInstall = true }
                case 4:
                    // The app sets a presentation style.
                    let style = ["fullScreen", "pageSheet", "custom"][rng.int(0...2)]
                    screen.style = style
                    if screen.ours != nil { appChangedStyleSinceInstall = true }
                case 5:
                    if !screen.presented { screen.presented = true }
                default:
                    let pending = screen.pending
                    let wasOurs = screen.ours != nil && screen.delegate == screen.ours
                    let before = (screen.style, screen.delegate)
                    let made = screen.made
                    screen.dismissed()
                    if screen.made != made {
                        // The waiting value installed a delegate: it replaced what was there.
                        (appStyle, appDelegate) = before
                        appChangedDelegateSinceInstall = false
                        appChangedStyleSinceInstall = false
                    } else if pending != nil && screen.ours != nil {
                        appChangedStyleSinceInstall = false  // a restyle made it `.custom` again
                    }
                    if let value = pending, wasOurs {
                        #expect(
                            value == nil ? screen.ours == nil : screen.ours != nil && screen.delegate == screen.ours,
                            "\(context): the waiting value did not apply")
                    }
                }
            }
        }
    }

    /// Every combination against the rules as the documentation states them.
    @Test func everyCombination() {
        for settingNil in [false, true] {
            for presented in [false, true] {
                for has in [false, true] {
                    for isTheScreens in [false, true] where has || !isTheScreens {
                        for custom in [false, true] {
                            let change = ScreenTransitionSetting.change(
                                settingNil: settingNil, presentedByMatchCut: presented && isTheScreens,
                                hasMatchCutDelegate: has, matchCutDelegateIsTheScreens: isTheScreens,
                                styleIsCustom: custom)
                            let expected: ScreenTransitionSetting.Change =
                                presented && isTheScreens
                                ? .waitForTheDismissal
                                : !settingNil
                                    ? (isTheScreens ? .restyle : .install)
                                    : !has
                                        ? .nothing
                                        : .remove(
                                            restoringDelegate: isTheScreens, restoringStyle: isTheScreens && custom)
                            #expect(
                                change == expected,
                                "nil \(settingNil) presented \(presented) has \(has) \(isTheScreens) \(custom)")
                        }
                    }
                }
            }
        }
    }
}
