/// The check-digit schemes of shipment tracking numbers.
enum CheckDigits {
    /// A character's value in the carriers' mod-10 schemes: digits as is, letters (ASCII - 3) mod 10.
    static func value(_ c: Character) -> Int {
        if let digit = c.wholeNumberValue { return digit }
        return (Int(c.asciiValue ?? 3) - 3) % 10
    }

    /// Weighted mod 10: position i (from 0) weighs `evens` when even, `odds` when odd.
    static func mod10(_ serial: String, check: Character, evens: Int, odds: Int) -> Bool {
        var total = 0
        for (i, c) in serial.enumerated() { total += value(c) * (i % 2 == 0 ? evens : odds) }
        return (10 - total % 10) % 10 == check.wholeNumberValue
    }

    /// Luhn, with the check digit last.
    static func luhn(_ number: String) -> Bool {
        var total = 0
        for (i, c) in number.reversed().enumerated() {
            guard let d = c.wholeNumberValue else { return false }
            let doubled = i % 2 == 1 ? d * 2 : d
            total += doubled > 9 ? doubled - 9 : doubled
        }
        return total % 10 == 0
    }

    /// Sum of products with repeating weights, mod 11, mod 10 (FedEx).
    static func weighted11(_ serial: String, check: Character, weights: [Int]) -> Bool {
        var total = 0
        for (i, c) in serial.enumerated() {
            guard let d = c.wholeNumberValue else { return false }
            total += d * weights[i % weights.count]
        }
        return total % 11 % 10 == check.wholeNumberValue
    }

    /// DHL Express: the serial mod 7.
    static func mod7(_ serial: String, check: Character) -> Bool {
        guard let n = Int(serial), let c = check.wholeNumberValue else { return false }
        return n % 7 == c
    }

    /// UPU S10 (8 digits, weights 8 6 4 2 3 5 9 7, mod 11).
    static func s10(_ serial: String, check: Character) -> Bool {
        let weights = [8, 6, 4, 2, 3, 5, 9, 7]
        var total = 0
        for (i, c) in serial.enumerated() {
            guard let d = c.wholeNumberValue else { return false }
            total += d * weights[i]
        }
        let expected = switch total % 11 { case 0: 5; case 1: 0; case let r: 11 - r }
        return expected == check.wholeNumberValue
    }

    /// ISO 7064 mod 37,36 (DPD), check character last.
    static func mod3736(_ serial: String, check: Character) -> Bool {
        let mod = 36
        var cd = mod
        for c in serial {
            let v = c.wholeNumberValue ?? (c.isLetter ? Int(c.asciiValue! - 55) : 0)
            cd += v
            if cd > mod { cd -= mod }
            cd *= 2
            if cd > mod { cd -= mod + 1 }
        }
        cd = mod + 1 - cd
        if cd == mod { cd = 0 }
        let expected = cd < 10 ? Character(String(cd)) : Character(Unicode.Scalar(UInt8(cd + 55)))
        return expected == check
    }
}
