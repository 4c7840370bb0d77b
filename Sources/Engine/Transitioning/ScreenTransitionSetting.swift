import Foundation

/// What setting a screen's `matchCutTransition` does to its presentation (the rules of
/// `UIViewController.matchCutTransition`; the UIKit layer only carries them out).
///
/// A screen has at most one MatchCut transitioning delegate: a value installs one (saving the
/// app's `modalPresentationStyle` and `transitioningDelegate`), later values restyle it, and
/// `nil` removes it, putting back what the app had — the delegate only where MatchCut's is still
/// the screen's, the presentation style only then and where it is still `.custom` (an app that set
/// its own delegate since keeps the style with it: a custom delegate needs `.custom`). While MatchCut presents
/// the screen, its presentation controller is laid out for the current style and its dismissal
/// must play it: a new value (`nil` included) waits until the dismissal ends.
package enum ScreenTransitionSetting {
    /// What the UIKit layer does.
    package enum Change: Hashable, Sendable {
        /// Keep the value until the screen's dismissal ends, then set it again.
        case waitForTheDismissal
        /// MatchCut's delegate, the screen's already, plays the new value; the presentation style
        /// becomes `.custom` again if the app changed it since (it asked for MatchCut again).
        case restyle
        /// Save the screen's presentation style and delegate (the app's: when the app replaced an
        /// earlier MatchCut delegate, its own replacement), then make a MatchCut delegate for the
        /// value the screen's, with `.custom`.
        case install
        /// Forget MatchCut's delegate; put back the app's delegate when `restoringDelegate`, and
        /// its presentation style when `restoringStyle`.
        case remove(restoringDelegate: Bool, restoringStyle: Bool)
        /// Nothing to do (`nil` without a MatchCut delegate).
        case nothing
    }

    /// The change for setting a value (`settingNil`: `nil`) on a screen that MatchCut presents now
    /// or not (`presentedByMatchCut`: it is presented, itself and not a screen inside it, with
    /// MatchCut's delegate as its `transitioningDelegate`), that has a MatchCut delegate
    /// (`hasMatchCutDelegate`) which is or is not its `transitioningDelegate`
    /// (`matchCutDelegateIsTheScreens`), and whose presentation style is or is not `.custom`.
    package static func change(
        settingNil: Bool, presentedByMatchCut: Bool, hasMatchCutDelegate: Bool, matchCutDelegateIsTheScreens: Bool,
        styleIsCustom: Bool
    ) -> Change {
        if presentedByMatchCut { return .waitForTheDismissal }
        if !settingNil {
            if hasMatchCutDelegate && matchCutDelegateIsTheScreens { return .restyle }
            return .install
        }
        guard hasMatchCutDelegate else { return .nothing }
        return .remove(
            restoringDelegate: matchCutDelegateIsTheScreens,
            restoringStyle: matchCutDelegateIsTheScreens && styleIsCustom)
    }
}
