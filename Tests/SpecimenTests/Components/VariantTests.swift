import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A variant's component, given as a value or made on each read.
final class VariantTests: XCTestCase {
  func testAVariantMadeOnDemandMakesItsComponentOnEachRead() throws {
    let reads = Locked(0)  // how many times the variant made its component
    var variant = Variant(id: "one", title: "One") {
      reads.update { $0 += 1 }
      return TestBadge(title: "Made")
    }
    XCTAssertEqual(reads.value, 0, "made before it is read")
    XCTAssertEqual((variant.component as? TestBadge)?.title, "Made")
    XCTAssertEqual((variant.component as? TestBadge)?.title, "Made")
    XCTAssertEqual(reads.value, 2)
    // Set, it holds the value given, as a variant made with one does.
    variant.component = TestBadge(title: "Given")
    XCTAssertEqual((variant.component as? TestBadge)?.title, "Given")
    XCTAssertEqual(reads.value, 2)
  }

  func testAVariantGivenItsComponentHoldsIt() throws {
    var variant = Variant(id: "one", title: "One", component: TestBadge(title: "Given"))
    XCTAssertEqual((variant.component as? TestBadge)?.title, "Given")
    variant.component = TestBadge(title: "Changed")
    XCTAssertEqual((variant.component as? TestBadge)?.title, "Changed")
  }
}
