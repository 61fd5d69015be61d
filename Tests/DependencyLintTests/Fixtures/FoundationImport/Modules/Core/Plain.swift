import Dispatch
import Foundation

let plain = 1
