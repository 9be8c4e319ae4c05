import { createPaymentTestApp } from "../test/payment-test-app";
import { walkRouteShard } from "../test/route-walk";

walkRouteShard(createPaymentTestApp, 0, 3);
