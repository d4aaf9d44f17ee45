package org.oche.tablet;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
