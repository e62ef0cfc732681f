/// Arithmetic on sizes, counts and offsets that holds at the ends of `Int`'s range instead of
/// trapping. A sentinel such as "every line" (`.max`) or a size from outside can reach a sum or a
/// product; Swift stops the program on overflow, in release builds too, so layout code adds and
/// multiplies such values through these.
extension Int {
    /// `self + other`, or `.max` / `.min` where the sum is out of range.
    @inlinable
    public func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, or `.max` / `.min` where the difference is out of range.
    @inlinable
    public func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self * other`, or `.max` / `.min` where the product is out of range.
    @inlinable
    public func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
