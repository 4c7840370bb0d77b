import Foundation
import MatchCutTestSupport
import Testing

@testable import MatchCutMatcher

/// A scene's `"list"`: a node that is a scrolling list of items whose cells are made from a
/// template, only while in view (``HeadlessList``).
@MainActor
@Suite struct SceneListTests {
    private func scene(_ list: String, boundsOrigin: String = "[0, 0]") -> String {
        """
        {"container": {"width": 390, "height": 844},
         "source": {"children": [{"id": "photo", "frame": [0, 0, 10, 10]}]},
         "destination": {"children": [{"name": "table", "frame": [0, 0, 390, 844], "boundsOrigin": \(boundsOrigin),
           "list": \(list)}]}}
        """
    }

    private let cell = ##"{"backgroundColor": "#FFFFFF", "children": [{"id": "photo", "frame": [16, 8, 72, 72]}]}"##

    @Test func aListMakesCellsForTheItemsInViewFromItsTemplate() throws {
        let text = scene(
            #"{"items": 200, "itemSize": [390, 88], "contentInsets": [100, 0, 34, 0], "cell": \#(cell)}"#,
            boundsOrigin: "[0, 880]")
        let decoded = try SceneDecoder().decode(text)
        #expect(decoded.warnings.isEmpty)
        let trees = decoded.scene.makeHeadlessTrees()
        let table = try #require(trees.destination.subviews.first)
        let list = try #require(table.list)
        // 880 … 1724 in view: rows 10 … 19 (row 19 starts at 1672).
        #expect(list.visibleScopes == (10...19).map { "item-\($0)" })
        #expect(list.item(forScope: "item-150") == .at(CGRect(x: 0, y: 13200, width: 390, height: 88)))
        #expect(list.scrollGeometry.insets.top == 100 && list.items.count == 200)
        let row = try #require(list.cell(forScope: "item-12"))
        #expect(row.frame == CGRect(x: 0, y: 1056, width: 390, height: 88) && row.subviews.first?.matchID == "photo")
        #expect(row.backgroundColor == RGBAColor(red: 1, green: 1, blue: 1))
    }

    @Test func aListRoundTripsThroughTheEncoder() throws {
        let text = scene(
            #"{"items": ["a", "b", "c"], "itemSize": [120, 160], "axis": "horizontal", "columns": 2, "spacing": 8, "contentInsets": [0, 16, 0, 16], "cell": \#(cell)}"#
        )
        let decoded = try SceneDecoder().decode(text).scene
        let list = try #require(decoded.destination.children.first?.list)
        #expect(list.items == ["a", "b", "c"] && list.isHorizontal && list.columns == 2 && list.spacing == 8)
        #expect(list.contentInsets == [0, 16, 0, 16] && list.itemSize == CGSize(width: 120, height: 160))
        let again = try SceneDecoder().decode(SceneEncoder().encode(decoded)).scene
        #expect(again == decoded)
    }

    @Test func aBadListIsAnErrorWithItsPath() throws {
        func problems(_ list: String) -> [String] {
            do {
                _ = try SceneDecoder().decode(scene(list))
                return []
            } catch let error as SceneFileError {
                return error.problems.map(\.description)
            } catch { return ["\(error)"] }
        }
        #expect(
            problems(#"{"items": 2.5, "itemSize": [10, 10], "cell": {}}"#)
                == ["destination.children[0].list.items: expected a whole number of items from 0 to 100000, got 2.5"])
        #expect(
            problems(#"{"items": 3, "itemSize": [0, 10], "cell": {}}"#)
                == ["destination.children[0].list.itemSize: expected a positive width and height, got 0 × 10"])
        #expect(problems(#"{"items": 3, "itemSize": [10, 10]}"#).first?.contains("\"cell\"") == true)
        #expect(
            problems(#"{"items": ["a", "a"], "itemSize": [10, 10], "cell": {}}"#)
                == ["destination.children[0].list.items: every item's scope must be different"])
        #expect(
            problems(#"{"items": 3, "itemSize": [10, 10], "axis": "diagonal", "cell": {}}"#).first?.hasPrefix(
                "destination.children[0].list.axis: expected \"vertical\" or \"horizontal\"") == true)
    }

    /// The template's IDs count for the tree's checks: a list of tagged cells is a tree that can
    /// match.
    @Test func theTemplatesIDsCountAsTheTreesIDs() throws {
        let text = """
            {"container": {"width": 390, "height": 844},
             "source": {"children": [{"id": "photo", "frame": [0, 0, 10, 10]}]},
             "destination": {"children": [{"frame": [0, 0, 390, 844],
               "list": {"items": 5, "itemSize": [390, 88], "cell": \(cell)}}]}}
            """
        #expect(try SceneDecoder().decode(text).warnings.isEmpty)
    }
}
