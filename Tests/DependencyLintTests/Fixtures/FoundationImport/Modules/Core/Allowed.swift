import Foundation

let allowed = 1
