#if canImport(Glibc)
  import Glibc
#endif

/// How a colour looks to a player with each kind of dichromacy, and how far apart two colours
/// look: the Machado, Oliveira and Fernandes (2009) simulation at full severity, and the
/// CIEDE2000 colour difference in CIELAB (D65), for the colour checks of the palettes.
public enum ColourVision: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Typical colour vision (the colour as the terminal shows it).
  case typical
  /// No long-wavelength (red) cones: about 1 % of men.
  case protanopia
  /// No medium-wavelength (green) cones: about 1 % of men (and 5 % with weaker ones).
  case deuteranopia
  /// No short-wavelength (blue) cones: rare (about 1 in 10,000).
  case tritanopia

  public var description: String { rawValue }

  /// An sRGB colour, each channel 0–255.
  public typealias RGB = (Double, Double, Double)
  /// A CIELAB colour (D65 white).
  public typealias Lab = (l: Double, a: Double, b: Double)

  /// Machado et al.'s matrix for severity 1.0, applied to linear sRGB (rows: red, green, blue
  /// out).
  private var matrix: [[Double]]? {
    switch self {
    case .typical: nil
    case .protanopia:
      [[0.152_286, 1.052_583, -0.204_868], [0.114_503, 0.786_281, 0.099_216], [-0.003_882, -0.048_116, 1.051_998]]
    case .deuteranopia:
      [[0.367_322, 0.860_646, -0.227_968], [0.280_085, 0.672_501, 0.047_413], [-0.011_820, 0.042_940, 0.968_881]]
    case .tritanopia:
      [[1.255_528, -0.076_749, -0.178_779], [-0.078_411, 0.930_809, 0.147_602], [0.004_733, 0.691_367, 0.303_900]]
    }
  }

  /// `colour` as this vision sees it, in sRGB (clipped to what a screen can show).
  public func simulate(_ colour: RGB) -> RGB {
    guard let matrix else { return colour }
    let linear = [colour.0, colour.1, colour.2].map { Self.linear($0 / 255) }
    let seen = matrix.map { row in min(1, max(0, zip(row, linear).map(*).reduce(0, +))) }
    return (Self.encoded(seen[0]) * 255, Self.encoded(seen[1]) * 255, Self.encoded(seen[2]) * 255)
  }

  /// How different `first` and `second` look to this vision (CIEDE2000).
  public func difference(_ first: RGB, _ second: RGB) -> Double {
    Self.ciede2000(Self.lab(simulate(first)), Self.lab(simulate(second)))
  }

  // MARK: - sRGB and CIELAB

  /// An sRGB channel (0–1) made linear.
  public static func linear(_ value: Double) -> Double {
    value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// A linear channel (0–1) encoded as sRGB.
  public static func encoded(_ value: Double) -> Double {
    value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  /// The CIELAB value of an sRGB colour: IEC 61966-2-1's matrix to XYZ, white D65 (its
  /// chromaticity 0.3127, 0.3290).
  public static func lab(_ colour: RGB) -> Lab {
    let (r, g, b) = (linear(colour.0 / 255), linear(colour.1 / 255), linear(colour.2 / 255))
    let white = (x: 0.3127 / 0.3290, z: (1 - 0.3127 - 0.3290) / 0.3290)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / white.x
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / white.z
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  /// The CIEDE2000 difference of two CIELAB colours (Sharma, Wu and Dalal 2005; kL = kC = kH = 1).
  public static func ciede2000(_ first: Lab, _ second: Lab) -> Double {
    let radians = Double.pi / 180
    let meanC = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
    let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1 = hypot(a1, first.b)
    let c2 = hypot(a2, second.b)
    func hue(_ b: Double, _ a: Double) -> Double {
      guard a != 0 || b != 0 else { return 0 }
      let degrees = atan2(b, a) / radians
      return degrees < 0 ? degrees + 360 : degrees
    }
    let h1 = hue(first.b, a1)
    let h2 = hue(second.b, a2)
    let deltaL = second.l - first.l
    let deltaC = c2 - c1
    var deltaH = 0.0
    if c1 * c2 != 0 {
      deltaH = h2 - h1
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * sqrt(c1 * c2) * sin(deltaH / 2 * radians)
    let meanL = (first.l + second.l) / 2
    let meanCPrime = (c1 + c2) / 2
    var meanH = h1 + h2
    if c1 * c2 != 0 {
      if abs(h1 - h2) <= 180 {
        meanH = (h1 + h2) / 2
      } else {
        meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
      + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let rc = 2 * sqrt(pow(meanCPrime, 7) / (pow(meanCPrime, 7) + pow(25, 7)))
    let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
    let sc = 1 + 0.045 * meanCPrime
    let sh = 1 + 0.015 * meanCPrime * t
    let rt = -sin(2 * deltaTheta * radians) * rc
    let l = deltaL / sl
    let c = deltaC / sc
    let h = deltaBigH / sh
    return sqrt(l * l + c * c + h * h + rt * c * h)
  }
}
