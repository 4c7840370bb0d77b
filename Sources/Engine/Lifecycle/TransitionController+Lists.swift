import Foundation

extension TransitionController {
    /// Observes the lists this transition's flights land in (at its start): each scroll draws
    /// the flights following them — also under a still finger, and with everything on the render
    /// server, where nothing else is drawn — and again at the next frame, once the list has laid
    /// out (a cell reused meanwhile hands the element to another view). Nothing is asked of the
    /// frame driver while no list scrolls.
    func observeLists() {
        flight.listObservations = flight.listFollowing.lists.compactMap { view in
            view.scrollingList?.observeScrolling { [weak self] in self?.listScrolled() }
        }
    }

    private func listScrolled() {
        guard phase.isInFlight, phase != .preparing, plan != nil else { return }
        render(at: driver.now)
        if flight.afterListLayout == nil {
            let check = NextFrame { [weak self] in
                guard let self else { return }
                self.flight.afterListLayout = nil
                if self.phase.isInFlight { self.render(at: self.driver.now) }
            }
            flight.afterListLayout = check
            driver.add(check)
        }
    }

    /// Whether the destination's live screen shows in place of its picture
    /// (``followListsThatMoved()``).
    package var showsDestinationLive: Bool { flight.liveDestinationRoot != nil }

    /// Called before each frame is drawn while flights land in lists (``ListFollowing``): once a
    /// list has scrolled since the start, the stand-ins landing in it leave the render server
    /// (the display link draws them following the list) and, going back, the screen returned to
    /// shows live in place of its picture, which would show the list where it was. Nothing changes
    /// for the eye at that moment: that happens only where the picture is of that screen at the
    /// bottom, opaque and still (a matched flight going back: ``TransitionPlanner``), with the same
    /// originals hidden. Returns whether the stand-ins are drawn one by one: a list has moved, or
    /// the live screen shows (also once its list is back where it started: the picture stays off).
    func followListsThatMoved() -> Bool {
        let moved = flight.listFollowing.moved()
        guard !moved.isEmpty else { return flight.liveDestinationRoot != nil }
        // A cell reused as the list scrolled: the view it hid shows another item now (put back as
        // it was), and the view that shows the element now is hidden while its stand-in flies.
        let (putBack, hide) = flight.listFollowing.rebind()
        for view in putBack { ledger.putBackOpacity(of: view) }
        for view in hide { ledger.hide(view) }
        if !putBack.isEmpty || !hide.isEmpty { noteCleanup() }
        if moved.contains(where: isServed) {
            leaveRenderServer(moved)
            scheduleFrames()
        }
        if flight.liveDestinationRoot == nil, let request, !request.kind.isForward,
            let root = standIns.firstIndex(where: { $0.track.role == .destinationRoot }),
            standIns[root].track.legs.isEmpty, standIns[root].track.keyframes == nil,
            standIns[root].track.initial.alpha == 1,
            standIns.allSatisfy({ $0.track.zIndex >= standIns[root].track.zIndex })
        {
            flight.liveDestinationRoot = root
            leaveRenderServer([root])
            ledger.reveal(request.destination)
            scheduleFrames()
        }
        return true
    }
}

extension TransitionController {
    /// The stand-ins' views, in the plan's order.
    package var standInViews: [View] { standIns.map(\.view) }
}
