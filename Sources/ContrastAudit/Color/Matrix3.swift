/// A 3×3 matrix of `Double`, stored by rows, for the linear steps of color conversions.
///
/// Conversions that need an inverse compute it here in `Double` instead of using a published,
/// rounded inverse: a round trip through a matrix and its exact inverse then loses nothing but
/// floating-point error, which is what the round-trip tests demand (1e-9).
package struct Matrix3: Sendable, Hashable {
    package var row0: SIMD3<Double>
    package var row1: SIMD3<Double>
    package var row2: SIMD3<Double>

    /// Creates a matrix from its rows.
    package init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The product of this matrix and a column vector.
    @inlinable @inline(__always)
    package func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((row0 * v).sum(), (row1 * v).sum(), (row2 * v).sum())
    }

    /// The matrix product `self × other`.
    package func multiplied(by other: Matrix3) -> Matrix3 {
        let columns = other.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.row0).sum(), (r * columns.row1).sum(), (r * columns.row2).sum())
        }
        return Matrix3(row(row0), row(row1), row(row2))
    }

    /// The transpose.
    package var transposed: Matrix3 {
        Matrix3(
            SIMD3(row0.x, row1.x, row2.x),
            SIMD3(row0.y, row1.y, row2.y),
            SIMD3(row0.z, row1.z, row2.z))
    }

    /// The inverse, by cofactors. Every matrix used for colors is well conditioned, so this is exact
    /// to a few units in the last place.
    package var inverse: Matrix3 {
        let (a, b, c) = (row0.x, row0.y, row0.z)
        let (d, e, f) = (row1.x, row1.y, row1.z)
        let (g, h, i) = (row2.x, row2.y, row2.z)
        let cofactor00 = e * i - f * h
        let cofactor01 = -(d * i - f * g)
        let cofactor02 = d * h - e * g
        let determinant = a * cofactor00 + b * cofactor01 + c * cofactor02
        let s = 1 / determinant
        return Matrix3(
            SIMD3(cofactor00, -(b * i - c * h), b * f - c * e) * s,
            SIMD3(cofactor01, a * i - c * g, -(a * f - c * d)) * s,
            SIMD3(cofactor02, -(a * h - b * g), a * e - b * d) * s)
    }
}
